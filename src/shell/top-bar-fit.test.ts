import { describe, expect, it } from 'vitest';
import { itemsToCollapse, type TopBarFitInput } from './top-bar-fit.ts';

const items = [
  { key: 'tags', width: 100 },
  { key: 'adom', width: 120 },
  { key: 'tasks', width: 32 },
  { key: 'help', width: 32 },
  { key: 'user', width: 110 },
  { key: 'rebuild', width: 200 },
  { key: 'vulns', width: 150 },
];
const base: Omit<TopBarFitInput, 'available'> = {
  items,
  gap: 4,
  moreWidth: 32,
  collapseOrder: ['rebuild', 'tags', 'help', 'tasks', 'adom', 'vulns'],
};
// 744 of items and 6 gaps of 4
const full = 744 + 24;

describe('itemsToCollapse', () => {
  it.each<[string, number, string[]]>([
    ['everything fits: nothing collapses', full, []],
    ['exactly one pixel short: the first in the order goes, and the More button fits', full - 1, ['rebuild']],
    ['narrower: items go in the given order until the rest and More fit', 430, ['rebuild', 'tags', 'help', 'tasks']],
    ['very narrow: all that may go goes; the user menu stays', 100, ['rebuild', 'tags', 'help', 'tasks', 'adom', 'vulns']],
  ])('%s', (_name, available, expected) => {
    expect([...itemsToCollapse({ ...base, available })]).toEqual(expected);
  });

  it('an item that shows nothing takes no room and never goes into the menu', () => {
    const withEmpty = { ...base, items: [...items.slice(0, 5), { key: 'rebuild', width: 0 }, items[6]] };
    expect([...itemsToCollapse({ ...withEmpty, available: 568 })]).toEqual([]);
    expect([...itemsToCollapse({ ...withEmpty, available: 500 })]).toEqual(['tags']);
  });
});
