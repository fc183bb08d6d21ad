import type { RiskCategoryIcon as IconName } from './risk-categories.ts';
import { LineDrawing } from './line-drawing.tsx';

const PATHS: Record<IconName, readonly string[]> = {
  'animal-health': ['M8 32c8-10 22-12 32-4l8-6v20l-8-6c-10 8-24 6-32-4z', 'M20 31h8M24 27v8'],
  environment: [
    'M6 40c5-4 9-4 14 0s9 4 14 0 9-4 14 0',
    'M6 48c5-4 9-4 14 0s9 4 14 0 9-4 14 0',
    'M38 10v18a5 5 0 1 1-6 0V10a3 3 0 0 1 6 0z',
    'M14 22a8 8 0 0 1 14-4',
  ],
  engineering: [
    'M28 10v36',
    'M20 18h16',
    'M12 34c2 8 8 12 16 12s14-4 16-12',
    'M8 36l4-4 4 4M40 36l4-4 4 4',
    'M28 6a4 4 0 1 1 0 8 4 4 0 0 1 0-8z',
  ],
  governance: ['M14 8h20l8 8v32H14z', 'M34 8v8h8', 'M20 26h16M20 33h10', 'M21 41l4 4 8-9'],
  husbandry: ['M10 44c6-8 16-10 24-4l6-4v14l-6-4c-8 6-18 4-24-2z', 'M30 10v12M24 14l6 8 6-8', 'M18 20a2 2 0 1 0 0 .1M42 22a2 2 0 1 0 0 .1'],
};

/** Line icon for a risk category, drawn on a 56 px grid. */
export function RiskCategoryIcon({ name }: { name: IconName }) {
  return <LineDrawing width={56} height={56} strokeWidth={2.6} paths={PATHS[name]} />;
}
