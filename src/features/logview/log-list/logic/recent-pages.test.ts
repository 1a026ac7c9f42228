import { describe, expect, it } from 'vitest';
import { nextRecentPages, pagesOfRange } from './recent-pages.ts';

describe('pages of a search the browser keeps', () => {
  it('finds the pages a range of rows falls in', () => {
    expect(pagesOfRange(0, 30, 200)).toEqual([0]);
    expect(pagesOfRange(190, 230, 200)).toEqual([0, 1]);
    expect(pagesOfRange(100_000, 100_030, 200)).toEqual([500]);
    // within the total when it is known; an empty search still asks for its first page
    expect(pagesOfRange(380, 420, 200, 390)).toEqual([1]);
    expect(pagesOfRange(0, 30, 200, 0)).toEqual([0]);
  });

  it('keeps the visible pages first, then the most recent, at most max', () => {
    expect(nextRecentPages([], [0], 5)).toEqual([0]);
    expect(nextRecentPages([0], [1], 5)).toEqual([1, 0]);
    expect(nextRecentPages([3, 2, 1, 0, 9], [4], 5)).toEqual([4, 3, 2, 1, 0]);
    expect(nextRecentPages([4, 3], [3, 4], 5)).toEqual([3, 4]);
    // scrolling far keeps memory flat: 500 pages scrolled through, 5 kept
    let kept: number[] = [];
    for (let p = 0; p < 500; p++) kept = nextRecentPages(kept, [p], 5);
    expect(kept).toEqual([499, 498, 497, 496, 495]);
    // never fewer than the visible pages
    expect(nextRecentPages([1, 2], [7, 8, 9], 2)).toEqual([7, 8, 9]);
  });
});
