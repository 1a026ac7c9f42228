import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell, testQueryClient } from '@/lib/testing/render.tsx';
import { session } from '@/lib/session/index.ts';
import { firstWidgets, prefetchDashboard, routeDashboard } from './prefetch.ts';
import { WidgetFrame } from './widget-frame.tsx';
import { familyOf } from './catalog.ts';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
  mock.persona('analyzer');
  session.start('test-token-0123456789', 'admin');
});
afterEach(() => mock.dispose());

const threats = { folder: 'threats', dashId: 'threat-monitor' };
const laptop = { width: 1280, height: 800 };

describe('prefetchDashboard', () => {
  it('finds the dashboard a route shows: a folder’s dashboard, or a fixed one; nothing else', () => {
    expect(routeDashboard(threats)?.uuid).toBe('threat-monitor');
    expect(routeDashboard({ fixedUuid: 'faz-performance-monitor' })?.uuid).toBe('faz-performance-monitor');
    expect(routeDashboard({ folder: 'threats' })).toBeUndefined();
    expect(routeDashboard({ folder: 'custom_view', dashId: 'threat-monitor' })).toBeUndefined();
  });

  it('picks the widgets of the first screenful only, none where the grid may stack them', () => {
    const dashboard = routeDashboard(threats)!;
    const first = firstWidgets(dashboard, new URLSearchParams(), laptop);
    const shown = dashboard.widgets.filter((w) => !w.defaultHide);
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThan(shown.length);
    expect(firstWidgets(dashboard, new URLSearchParams(), { width: 1280, height: 3000 }).length).toBeGreaterThan(first.length);
    expect(firstWidgets(dashboard, new URLSearchParams(), { width: 700, height: 800 })).toEqual([]);
  });

  it('submits the first widgets’ queries before any widget is drawn, which a widget drawn then shows without asking again', async () => {
    const client = testQueryClient();
    const dashboard = routeDashboard(threats)!;
    const first = firstWidgets(dashboard, new URLSearchParams(), laptop);
    await prefetchDashboard(client, { ...threats, search: new URLSearchParams(), viewport: laptop });
    const views = new Set(first.map((w) => w.settings.viewName));
    const submitted = () => mock.callsOf('runFortiviewQuery').map((c) => c.url.pathname.split('/').at(-2));
    await waitFor(() => expect(new Set(submitted())).toEqual(views));
    expect(submitted()).toHaveLength(views.size);

    // a widget of rows the spec's example answer has (top-N rows)
    const top = first.find((w) => familyOf(w.settings.viewName) === 'top')!;
    renderShell(<WidgetFrame instanceId={top.id} def={top.def} adom="root" state={{}} onStateChange={() => {}} bodyHeight={300} />, {
      queryClient: client,
    });
    await screen.findByRole('region', { name: top.def.title });
    // its answer is shown (a drawing, a table or "no data"), not a wait
    const body = () => document.querySelector(`[data-widget="${top.def.key}"] .widget-body`);
    await waitFor(() => expect(body()?.childElementCount && !body()?.querySelector('.widget-loading, .widget-waiting')).toBe(true));
    expect(mock.callsOf('runFortiviewQuery')).toHaveLength(views.size);
  });

  it('asks nothing for a dashboard this administrator is not offered', async () => {
    // the manager's Device Status, on an analyzer
    await prefetchDashboard(testQueryClient(), { fixedUuid: 'fmg-dash1', search: new URLSearchParams(), viewport: laptop });
    expect(mock.callsOf('getSysConfig')).toHaveLength(1);
    expect(mock.callsOf('runFortiviewQuery')).toHaveLength(0);
  });
});
