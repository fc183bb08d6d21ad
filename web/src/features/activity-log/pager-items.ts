import { countOf } from '@aquarisk/contract/plural';
export type PagerItem = { kind: 'page'; page: number } | { kind: 'gap'; side: 'left' | 'right' };

/** Three page numbers around the current one, with a gap on each side that has more pages (docs/requirements.md#results-2). */
export function pagerItems(page: number, totalPages: number): PagerItem[] {
  if (totalPages <= 0) return [];
  const first = Math.max(1, Math.min(page - 1, totalPages - 2));
  const last = Math.min(totalPages, first + 2);
  const items: PagerItem[] = [];
  if (first > 1) items.push({ kind: 'gap', side: 'left' });
  for (let p = first; p <= last; p++) items.push({ kind: 'page', page: p });
  if (last < totalPages) items.push({ kind: 'gap', side: 'right' });
  return items;
}

/** 'Showing a-b of n items' (docs/requirements.md#results-2). */
export function showingText(page: number, size: number, shown: number, total: number): string {
  if (shown === 0) return `Showing 0 of ${countOf(total, 'item')}`;
  const a = (page - 1) * size + 1;
  return `Showing ${a}-${a + shown - 1} of ${countOf(total, 'item')}`;
}

/** The pager is hidden on page 1 when the results are fewer than the page size (docs/requirements.md#results-9). */
export const pagerHidden = (page: number, size: number, shown: number) => page === 1 && shown < size;
