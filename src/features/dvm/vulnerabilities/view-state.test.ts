import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW_STATE, readViewState, writeViewState } from './view-state.ts';

describe('view state in the URL', () => {
  it('reads the defaults from an empty URL', () => {
    expect(readViewState(new URLSearchParams())).toEqual(DEFAULT_VIEW_STATE);
  });

  it('round-trips view, column searches and the open device', () => {
    const state = { view: 'type' as const, filters: { name: 'FGT, HQ', platform: '60F' }, device: 'dev:12' };
    const params = writeViewState(state);
    expect(params.toString()).toBe('view=type&q.name=FGT%2C+HQ&q.platform=60F&device=dev%3A12');
    expect(readViewState(params)).toEqual(state);
  });

  it('keeps unrelated params and drops defaults and unknown columns', () => {
    const base = new URLSearchParams('persona=readOnly&view=type&q.bogus=x&q.name=old');
    const params = writeViewState({ view: 'fabric', filters: { bogus: 'y' }, device: null }, base);
    expect(params.toString()).toBe('persona=readOnly');
    expect(readViewState(new URLSearchParams('view=weird&q.bogus=1'))).toEqual(DEFAULT_VIEW_STATE);
  });
});
