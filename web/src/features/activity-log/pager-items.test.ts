import { describe, expect, it } from 'vitest';
import { pagerHidden, pagerItems, showingText } from './pager-items.ts';

const text = (page: number, total: number) =>
  pagerItems(page, total)
    .map((i) => (i.kind === 'gap' ? '…' : String(i.page)))
    .join(' ');

describe('pager', () => {
  it('shows three page numbers around the current page, with gaps where more pages are', () => {
    expect(text(1, 1)).toBe('1');
    expect(text(1, 2)).toBe('1 2');
    expect(text(1, 3)).toBe('1 2 3');
    expect(text(1, 10)).toBe('1 2 3 …');
    expect(text(2, 10)).toBe('1 2 3 …');
    expect(text(3, 10)).toBe('… 2 3 4 …');
    expect(text(9, 10)).toBe('… 8 9 10');
    expect(text(10, 10)).toBe('… 8 9 10');
    expect(text(1, 0)).toBe('');
  });

  it("says 'Showing a-b of n items'", () => {
    expect(showingText(1, 25, 25, 60)).toBe('Showing 1-25 of 60 items');
    expect(showingText(3, 25, 10, 60)).toBe('Showing 51-60 of 60 items');
    expect(showingText(1, 10, 0, 0)).toBe('Showing 0 of 0 items');
    expect(showingText(1, 25, 1, 1)).toBe('Showing 1-1 of 1 item');
  });

  it('hides on page 1 when fewer results than the page size came back', () => {
    expect(pagerHidden(1, 25, 24)).toBe(true);
    expect(pagerHidden(1, 25, 25)).toBe(false);
    expect(pagerHidden(2, 25, 3)).toBe(false);
  });
});
