import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordCanvas } from '@/lib/charts/testing/canvas.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { isQueryOf } from '@/lib/api/operations.ts';
import { renderShell, testQueryClient } from '@/lib/testing/render.tsx';
import { session } from '@/lib/session/index.ts';
import { msg } from '@/lib/i18n/messages.ts';
import { allDashboards } from './catalog.ts';
import { NocMode } from './noc-mode.tsx';

const INTERVAL = msg('dashboard.nocInterval');

let mock: MockApi;
// the widgets' canvas charts draw: jsdom has no canvas
let canvas: ReturnType<typeof recordCanvas>;
beforeEach(() => {
  canvas = recordCanvas();
  mock = installMockApi();
  mock.persona('analyzer');
  session.start('test-token-0123456789', 'admin');
});
afterEach(() => {
  mock.dispose();
  canvas.restore();
});

/** NOC mode on a wall of three dashboards of different widgets (no answer of one is another's), on the first. */
async function openWall() {
  const wall = allDashboards.filter((d) => d.widgets.length > 0).slice(0, 3);
  const client = testQueryClient();
  const widgetQueries = () => client.getQueryCache().findAll({ predicate: (q) => isQueryOf(q.queryKey, 'runFortiviewQuery') });
  renderShell(<NocMode open onClose={() => {}} dashboards={wall} startUuid={wall[0].uuid} adom="root" />, { queryClient: client });
  await screen.findByText(new RegExp(`Dashboard 1 of 3: ${wall[0].title}`));
  return { wall, client, widgetQueries };
}

describe('NOC mode', () => {
  it('keeps the answers of the dashboard on the wall and of the one it just left, and forgets those turned past before', async () => {
    const { wall, client, widgetQueries } = await openWall();
    await waitFor(() => expect(widgetQueries().length).toBeGreaterThan(0));
    const firstHashes = new Set(widgetQueries().map((q) => q.queryHash));

    const user = userEvent.setup();
    await user.keyboard('{ArrowRight}');
    await screen.findByText(new RegExp(`Dashboard 2 of 3: ${wall[1].title}`));
    // one turn on, the first dashboard's answers are still there
    for (const hash of firstHashes) expect(client.getQueryCache().get(hash)).toBeDefined();
    const secondHashes = new Set(widgetQueries().map((q) => q.queryHash).filter((h) => !firstHashes.has(h)));
    expect(secondHashes.size).toBeGreaterThan(0);

    await user.keyboard('{ArrowRight}');
    await screen.findByText(new RegExp(`Dashboard 3 of 3: ${wall[2].title}`));
    // two turns on, the first dashboard's are gone; the second's (just left) stay
    await waitFor(() => for_(firstHashes, (hash) => expect(client.getQueryCache().get(hash)).toBeUndefined()));
    for (const hash of secondHashes) expect(client.getQueryCache().get(hash)).toBeDefined();
  });
});

describe('NOC mode, a small wall turning fast', () => {
  it('keeps every answer when it comes back to each dashboard before its answers go stale', async () => {
    const { wall, client, widgetQueries } = await openWall();
    const user = userEvent.setup();
    // every 15 seconds: the wall is back on the first dashboard 30 seconds after leaving it, within the answers' minute
    await user.click(screen.getByRole('combobox', { name: INTERVAL }));
    await user.click(await screen.findByTitle('15 seconds'));
    await waitFor(() => expect(widgetQueries().length).toBeGreaterThan(0));
    const firstHashes = new Set(widgetQueries().map((q) => q.queryHash));

    await user.click(screen.getByRole('button', { name: msg('dashboard.nocNext') }));
    await screen.findByText(new RegExp(`Dashboard 2 of 3: ${wall[1].title}`));
    await user.click(screen.getByRole('button', { name: msg('dashboard.nocNext') }));
    await screen.findByText(new RegExp(`Dashboard 3 of 3: ${wall[2].title}`));
    for (const hash of firstHashes) expect(client.getQueryCache().get(hash)).toBeDefined();
  });
});

function for_<T>(items: Iterable<T>, check: (item: T) => void) {
  for (const item of items) check(item);
}
