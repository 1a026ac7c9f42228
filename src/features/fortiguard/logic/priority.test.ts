import { describe, expect, it } from 'vitest';
import { moveItem, priorityProblem } from './priority.ts';

describe('download priority', () => {
  it('moves a product up or down, never out of the list', () => {
    expect(moveItem(['fgt', 'fap', 'fsw'], 1, -1)).toEqual(['fap', 'fgt', 'fsw']);
    expect(moveItem(['fgt', 'fap', 'fsw'], 1, 1)).toEqual(['fgt', 'fsw', 'fap']);
    expect(moveItem(['fgt', 'fap'], 0, -1)).toEqual(['fgt', 'fap']);
    expect(moveItem(['fgt', 'fap'], 1, 1)).toEqual(['fgt', 'fap']);
  });

  it('downloading only the listed packages needs at least one package', () => {
    expect(priorityProblem({ flags: 1, objectList: [], productList: ['fgt'] })).toBe('fortiguard.priorityNeedsPackages');
    expect(priorityProblem({ flags: 1, objectList: ['x'], productList: [] })).toBeNull();
    expect(priorityProblem({ flags: 0, objectList: [], productList: [] })).toBeNull();
  });
});
