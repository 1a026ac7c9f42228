import { describe, expect, it } from 'vitest';
import { moveItem, priorityProblem } from './priority.ts';

describe('download priority', () => {
  it('moves a product up or down, never out of the list', () => {
    expect(moveItem(['FGT', 'FAP', 'FSW'], 1, -1)).toEqual(['FAP', 'FGT', 'FSW']);
    expect(moveItem(['FGT', 'FAP', 'FSW'], 1, 1)).toEqual(['FGT', 'FSW', 'FAP']);
    expect(moveItem(['FGT', 'FAP'], 0, -1)).toEqual(['FGT', 'FAP']);
    expect(moveItem(['FGT', 'FAP'], 1, 1)).toEqual(['FGT', 'FAP']);
  });

  it('downloading only the listed packages needs at least one package', () => {
    expect(priorityProblem({ flags: 1, objectList: [], productList: ['FGT'] })).toBe('fortiguard.priorityNeedsPackages');
    expect(priorityProblem({ flags: 1, objectList: ['x'], productList: [] })).toBeNull();
    expect(priorityProblem({ flags: 0, objectList: [], productList: [] })).toBeNull();
  });
});
