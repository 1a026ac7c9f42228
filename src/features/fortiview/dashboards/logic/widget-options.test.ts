import { describe, expect, it } from 'vitest';
import { optionCatalogues, widgetByKey } from '../catalog.ts';
import { widgetSettings } from './widget-options.ts';
import type { WidgetUrlState } from './url-state.ts';

const settings = (key: string, state: WidgetUrlState = {}, dashboardPeriod?: string) => widgetSettings(widgetByKey(key)!, state, optionCatalogues, dashboardPeriod);

describe('widget settings', () => {
  it('the virus timeline covers the last 1 month, whatever the dashboard’s period', () => {
    for (const dashboardPeriod of [undefined, '1hour', '1week', 'last-3-day']) {
      const s = settings('virus-timeline', {}, dashboardPeriod);
      expect(s.period).toBe('1month');
      expect(s.periodKind?.options.map((o) => o.label)).toEqual(['Last 1 Month']);
      expect(s.periodKind?.options[0].seconds).toBe(30 * 86400);
      expect(s.periodFixed).toBe(true);
    }
    // a period it does not offer (an old link) falls back to the month
    expect(settings('virus-timeline', { period: '1hour' }).period).toBe('1month');
    // other widgets follow the dashboard and are chosen
    expect(settings('top-sources', {}, '1week')).toMatchObject({ period: '1week', periodFixed: false });
  });

  it.each([
    ['ioc', [10, 20, 30, 60, 120, 300], 20],
    ['user-vulnerabilities', [10, 20, 30, 60, 120, 300], 20],
    ['virus-timeline', [10, 20, 30, 60, 120, 300], 20],
    ['device-status', [5, 15, 30], 5],
  ])('%s rotates every %j seconds, by default %s; the user’s choice wins when offered', (key, options, def) => {
    const s = settings(key);
    expect(s.autoplayList?.options.map((o) => o.seconds)).toEqual(options);
    expect(s.autoplaySeconds).toBe(def);
    expect(settings(key, { autoplaySeconds: options[2] }).autoplaySeconds).toBe(options[2]);
    // not one of its choices (another widget's, a hand-edited URL): the default
    expect(settings(key, { autoplaySeconds: 7 }).autoplaySeconds).toBe(def);
  });

  it('has no rotation where the widget has no autoplay', () => {
    expect(settings('top-sources', { autoplaySeconds: 20 })).toMatchObject({ autoplayList: undefined, autoplaySeconds: undefined });
  });

  it('draws the device status with its renderer, not as a plain table; its summary and its table as they are', () => {
    expect(settings('device-status')).toMatchObject({ displayType: 'table', renderer: 'device-status', asTable: false });
    expect(settings('device-status', { asTable: true })).toMatchObject({ renderer: 'device-status', asTable: true });
    expect(settings('device-status', { displayType: 'simple' })).toMatchObject({ displayType: 'simple', renderer: undefined, asTable: false });
    // a table display type without a renderer is the table
    expect(settings('top-threats')).toMatchObject({ displayType: 'table', renderer: undefined, asTable: true });
  });

  it.each([
    ['top-threats', 'lite'],
    ['device-status', 'lite'],
    ['top-source-addresses', 'lite'],
    ['threat-destinations', 'full'],
    ['virus-timeline', 'full'],
  ])('%s has a %s table', (key, mode) => {
    expect(settings(key).tableMode).toBe(mode);
  });

  it('reads the applications widget’s stacked bars from appOverTime (viewTypeNameMap), its other types from its own view', () => {
    expect(settings('top-applications', { displayType: 'stackbar' }).viewName).toBe('appOverTime');
    expect(settings('top-applications', { displayType: 'bar' }).viewName).toBe('top-applications');
    expect(settings('top-applications').viewName).toBe('top-applications');
  });
});
