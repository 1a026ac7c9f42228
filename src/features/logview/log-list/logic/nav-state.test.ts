import { describe, expect, it } from 'vitest';
import { periodKind } from '../catalog.ts';
import { fromNavigationState, logUrlParams, parseLogUrl } from './nav-state.ts';

const url = (s: string) => parseLogUrl(new URLSearchParams(s), periodKind);

describe('log list URL', () => {
  it('reads an empty URL as the defaults: the normal kind default period, every device, no filter', () => {
    expect(url('')).toEqual({ period: '1hour', devices: [], filter: '', columnFilters: {} });
  });

  it('reads every parameter and writes them back the same', () => {
    const s = 'period=4hour&devices=FGT61FTK19559775,FG3500TK22771076&filter=action%3Ddeny&cols=date,time,srcip&sort=dstport:asc&src=Top+Sources&f.dstport=%3E%3D1024&f.srcip=10.1.1.1';
    const state = url(s);
    expect(state).toEqual({
      period: '4hour',
      devices: ['FGT61FTK19559775', 'FG3500TK22771076'],
      filter: 'action=deny',
      columns: ['date', 'time', 'srcip'],
      sort: { field: 'dstport', order: 'asc' },
      source: 'Top Sources',
      columnFilters: { dstport: { op: '>=', value: '1024' }, srcip: { op: '=', value: '10.1.1.1' } },
    });
    expect(logUrlParams(state, periodKind).toString()).toBe(new URLSearchParams(s).toString());
  });

  it('drops what is malformed: a period the kind does not offer, bad serials and fields, a bad sort', () => {
    expect(url('period=realtime&devices=FGT1,bad serial!,FGT1&cols=Date,srcip&sort=srcip:up')).toEqual({ period: '1hour', devices: ['FGT1'], filter: '', columns: ['srcip'], columnFilters: {} });
    expect(url('f.Bad=1&f.srcip=&f.dstport=22').columnFilters).toEqual({ dstport: { op: '=', value: '22' } });
    expect(url('period=last-3-day').period).toBe('last-3-day');
    expect(url('period=custom-1000-2000').period).toBe('custom-1000-2000');
  });

  it('leaves defaults out of the URL', () => {
    expect(logUrlParams({ period: '1hour', devices: [], filter: '  ', columnFilters: {} }, periodKind).toString()).toBe('');
  });
});

describe('navigation state into a log query', () => {
  it('is null without any of the spec keys', () => {
    expect(fromNavigationState(null, periodKind)).toBeNull();
    expect(fromNavigationState({ other: 1 }, periodKind)).toBeNull();
  });

  it('takes timePeriod as a token of the normal kind', () => {
    expect(fromNavigationState({ timePeriod: '12hour' }, periodKind)).toEqual({ period: '12hour' });
    expect(fromNavigationState({ timePeriod: 'realtime' }, periodKind)).toBeNull();
  });

  it('takes lastN with timePeriod as its unit', () => {
    expect(fromNavigationState({ lastN: 3, timePeriod: 'day' }, periodKind)).toEqual({ period: 'last-3-day' });
    expect(fromNavigationState({ lastN: '2', timePeriod: 'weeks' }, periodKind)).toEqual({ period: 'last-2-week' });
    expect(fromNavigationState({ lastN: 0, timePeriod: 'day' }, periodKind)).toBeNull();
  });

  it('takes timeStart and timeEnd as a custom range (epoch seconds, milliseconds or date text), before the rest', () => {
    expect(fromNavigationState({ timeStart: 1795600000, timeEnd: 1795603600, timePeriod: '1hour' }, periodKind)).toEqual({ period: 'custom-1795600000000-1795603600000' });
    expect(fromNavigationState({ timeStart: '2026-11-24 09:00:00Z', timeEnd: '2026-11-24T10:00:00Z' }, periodKind)).toEqual({
      period: `custom-${Date.parse('2026-11-24T09:00:00Z')}-${Date.parse('2026-11-24T10:00:00Z')}`,
    });
    // an end before the start is no range
    expect(fromNavigationState({ timeStart: 2000, timeEnd: 1000 }, periodKind)).toBeNull();
  });

  it('takes devList as serials, a comma list or device objects, search as the filter, querySrc as the source', () => {
    expect(fromNavigationState({ devList: ['FGT1', 'FGT2', 'FGT1'] }, periodKind)).toEqual({ devices: ['FGT1', 'FGT2'] });
    expect(fromNavigationState({ devList: 'FGT1, FGT2' }, periodKind)).toEqual({ devices: ['FGT1', 'FGT2'] });
    expect(fromNavigationState({ devList: [{ devid: 'FGT1' }, { sn: 'FGT2' }, { name: 'x' }] }, periodKind)).toEqual({ devices: ['FGT1', 'FGT2'] });
    expect(fromNavigationState({ search: 'srcip=10.1.1.1', querySrc: 'Top Sources' }, periodKind)).toEqual({ filter: 'srcip=10.1.1.1', source: 'Top Sources' });
  });
});
