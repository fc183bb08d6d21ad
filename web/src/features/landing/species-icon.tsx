import { LineDrawing } from './line-drawing.tsx';

export type SpeciesShape = 'slender' | 'deep' | 'tuna' | 'shrimp' | 'mussel' | 'oyster';

const SHAPES: Record<SpeciesShape, readonly string[]> = {
  slender: ['M4 24c8-9 22-11 34-5l8-6v22l-8-6C26 35 12 33 4 24z', 'M22 16l4-5 5 6'],
  deep: ['M6 24c6-12 20-15 30-7l9-7v28l-9-7C26 39 12 36 6 24z', 'M18 13l6-6 7 8M20 35l4 5 5-4'],
  tuna: ['M4 24c8-8 22-10 32-4l10-10-3 14 3 14-10-10C26 34 12 32 4 24z', 'M24 15l5-6 3 8M24 33l4 5 3-6'],
  shrimp: ['M40 14c-14-4-28 4-30 16-1 6 4 10 10 8', 'M40 14c2 10-4 20-14 22', 'M22 20l4 12M30 17l3 12', 'M40 14l6-4M40 14l6 2'],
  mussel: ['M10 38C4 26 14 8 32 6c8 0 8 8 2 16C28 32 20 42 10 38z', 'M12 34c6-6 12-14 18-24'],
  oyster: ['M8 30c0-12 10-20 22-20 8 0 12 6 10 14-2 10-12 16-22 16-6 0-10-4-10-10z', 'M14 28c6-6 12-8 20-8M16 34c6-3 12-4 18-4'],
};

const SHAPE_OF: Record<string, SpeciesShape> = {
  Salmon: 'slender',
  Trout: 'slender',
  'Striped Bass': 'slender',
  'Sea Bass': 'slender',
  Meagre: 'slender',
  Barramundi: 'slender',
  Tilapia: 'deep',
  'Sea Bream': 'deep',
  Tuna: 'tuna',
  Shrimp: 'shrimp',
  Mussels: 'mussel',
  Oysters: 'oyster',
};

/** Line drawing for a landing species; unknown names fall back to a generic fish. */
export function SpeciesIcon({ species }: { species: string }) {
  const shape = SHAPE_OF[species] ?? 'slender';
  return (
    <LineDrawing width={50} height={48} strokeWidth={2.2} paths={SHAPES[shape]}>
      {shape !== 'shrimp' && shape !== 'mussel' && shape !== 'oyster' && (
        <circle cx={shape === 'deep' ? 14 : 12} cy="22" r="1.8" fill="currentColor" />
      )}
    </LineDrawing>
  );
}
