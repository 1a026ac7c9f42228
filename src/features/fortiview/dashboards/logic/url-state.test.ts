import { describe, expect, it } from 'vitest';
import { parseDashboardUrl, withWidgetState, writeDashboardUrl, type DashboardUrlState } from './url-state.ts';

describe('dashboard URL state', () => {
  it('round-trips the period and every widget choice', () => {
    const state: DashboardUrlState = {
      period: 'last-3-day',
      widgets: {
        'top-src': { topN: 20, displayType: 'pie', period: '4hour' },
        map: { asTable: true, refreshSeconds: 600 },
      },
    };
    const search = writeDashboardUrl(new URLSearchParams(), state);
    expect(search.toString()).toBe('period=last-3-day&w.map=r%3A600%2Ct%3A1&w.top-src=p%3A4hour%2Cn%3A20%2Cd%3Apie');
    expect(parseDashboardUrl(new URLSearchParams(search.toString()))).toEqual(state);
  });

  it('keeps an autoplaying widget’s rotation seconds (a)', () => {
    const state: DashboardUrlState = { widgets: { ioc: { autoplaySeconds: 60 }, dev: { autoplaySeconds: 15, topN: 100 } } };
    const search = writeDashboardUrl(new URLSearchParams(), state);
    expect(search.toString()).toBe('w.dev=n%3A100%2Ca%3A15&w.ioc=a%3A60');
    expect(parseDashboardUrl(new URLSearchParams(search.toString()))).toEqual(state);
    // not a number of seconds: left out
    expect(parseDashboardUrl(new URLSearchParams('w.ioc=a:soon')).widgets).toEqual({});
  });

  it('keeps parameters that are not the dashboard’s', () => {
    const search = writeDashboardUrl(new URLSearchParams('persona=analyzer&period=1hour&w.a=n:10'), { widgets: {} });
    expect(search.toString()).toBe('persona=analyzer');
  });

  it('drops malformed values instead of failing', () => {
    const parsed = parseDashboardUrl(new URLSearchParams('period=%3Cx%3E&w.a=n:lots,d:bar,zz,t:2&w.%3Cb%3E=n:5'));
    expect(parsed).toEqual({ period: undefined, widgets: { a: { displayType: 'bar' } } });
  });

  it('changes one widget and forgets choices set back to the default', () => {
    let state: DashboardUrlState = { widgets: {} };
    state = withWidgetState(state, 'a', { topN: 20 });
    expect(state.widgets).toEqual({ a: { topN: 20 } });
    state = withWidgetState(state, 'a', { topN: undefined });
    expect(state.widgets).toEqual({});
  });
});
