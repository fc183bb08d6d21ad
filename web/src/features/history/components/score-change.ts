/** "Up 2.3 points", "Down 0.4 points", "No change", or null when a score is missing. */
export function scoreChange(before: number | null | undefined, after: number | null | undefined): string | null {
  if (before === null || before === undefined || after === null || after === undefined) return null;
  const delta = Math.round((after - before) * 10) / 10;
  if (delta === 0) return 'No change';
  return `${delta > 0 ? 'Up' : 'Down'} ${Math.abs(delta).toFixed(1)} points`;
}
