const PATHS: Record<string, string[]> = {
  health: ['M3 12c3-4 8-5 12-2l4-3v10l-4-3c-4 3-9 2-12-2Z', 'M9 12h3M10.5 10.5v3'],
  environment: [
    'M3 16c2-1.5 4-1.5 6 0s4 1.5 6 0 4-1.5 6 0',
    'M3 20c2-1.5 4-1.5 6 0s4 1.5 6 0 4-1.5 6 0',
    'M17 4v7a2 2 0 1 1-2 0V4a1 1 0 0 1 2 0Z',
  ],
  engineering: ['M12 4v16', 'M8 8h8', 'M5 14c1 4 4 6 7 6s6-2 7-6', 'M12 2.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Z'],
  governance: ['M6 3h9l4 4v14H6Z', 'M15 3v4h4', 'M9 12h7M9 16h4'],
  husbandry: ['M3 18c3-4 7-5 11-2l3-2v7l-3-2c-4 3-8 2-11-1Z', 'M13 3v6M10 6l3 3 3-3'],
  other: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z', 'M12 8v4l3 2'],
};

/** Which glyph a section gets, by its name (Fish Health was Animal Health, Engineering was Equipment). */
export function sectionIconKey(name: string): keyof typeof PATHS {
  const n = name.toLowerCase();
  if (n.includes('health')) return 'health';
  if (n.includes('environment')) return 'environment';
  if (n.includes('engineer') || n.includes('equipment')) return 'engineering';
  if (n.includes('governance')) return 'governance';
  if (n.includes('husbandry')) return 'husbandry';
  return 'other';
}

/** A small line icon for one of the five risk categories. */
export function SectionIcon({ name, size = 16 }: { name: string; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {(PATHS[sectionIconKey(name)] ?? []).map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
