import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi, type RecordedCall } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { SocView } from './soc-view.tsx';
import { socViewByKey } from './catalog.ts';

/** What the analyzer answers each data view with: policy hits, and the traffic of the chosen policies. */
const ROWS: Record<string, object[]> = {
  'policy-hits': [
    { key: '3', value: 5120, sessions: 5120, bytes: 73400320, blocked: 0 },
    { key: '7', value: 2210, sessions: 2210, bytes: 1048576, blocked: 12 },
    { key: '12', value: 140, sessions: 140, bytes: 20480, blocked: 140 },
  ],
  'top-source-addresses': [{ key: '10.1.2.20', value: 900 }, { key: '10.2.31.14', value: 300 }],
  'top-destinations': [
    { key: '142.250.12.8', detail: 'HTTPS', value: 800 },
    { key: '13.107.4.50', detail: 'HTTPS', value: 200 },
    { key: '52.1.1.1', detail: 'DNS', value: 50 },
  ],
};

const viewOf = (call: RecordedCall) => /\/fortiview\/adom\/[^/]+\/([^/]+)\/run/.exec(call.url.pathname)?.[1] ?? '';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
  mock.persona('analyzer');
  mock.reply('getFortiviewResult', (call, spec) => ({ ...spec, viewName: viewOf(call), total: ROWS[viewOf(call)]?.length ?? 0, rows: ROWS[viewOf(call)] ?? [] }));
});
afterEach(() => mock.dispose());

function renderView(path = '/fortisoc/socviews/create-policy-by-hits') {
  const { view, group } = socViewByKey('create-policy-by-hits')!;
  return renderShell(<SocView view={view} group={group} adom="root" />, {
    path,
    pattern: '/fortisoc/socviews/create-policy-by-hits',
    routes: [{ path: '/logview/logs/:app/:devType/:logtype', element: <p>log list</p> }],
  });
}

/** The open dialog, by its title (antd's ids, which name it in a browser, are all alike under jsdom). */
async function dialogTitled(title: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(title)).toBeInTheDocument();
  return dialog;
}

async function choose(...ids: string[]) {
  const grid = await screen.findByRole('grid', { name: 'Policy hits' });
  await within(grid).findByText('5,120');
  for (const id of ids) await userEvent.click(within(grid).getByRole('checkbox', { name: `Select Policy ${id}` }));
  // the administrator's capabilities have arrived: Create Policy is shown where it is allowed
  await screen.findByText(/Enter or a double-click on a row opens its logs in Log View\./);
  return grid;
}

describe('Create Policy by Hits', () => {
  it('lists the policy hits of the period and the policies made by hits', async () => {
    renderView();
    const grid = await choose();
    expect(grid).toHaveTextContent('70 MB');
    const made = await screen.findByRole('grid', { name: 'Policies created by hits' });
    expect(await within(made).findByText('Deny-Legacy-RDP')).toBeInTheDocument();
    expect(within(made).getByText('Deny')).toBeInTheDocument();
    // the hits of the normal period's default, one hour, in the table's top-N
    const submit = mock.callsOf('runFortiviewQuery').find((c) => viewOf(c) === 'policy-hits')!;
    expect((submit.body as { limit: number }).limit).toBe(100);
  });

  it('proposes a policy for the chosen rows from their traffic, and saves it', async () => {
    renderView();
    await choose();
    const create = await screen.findByRole('button', { name: 'Create Policy' });
    expect(create).toBeDisabled();
    await choose('3', '7');
    expect(screen.getByText('2 policies chosen')).toBeInTheDocument();
    await userEvent.click(create);
    const dialog = await dialogTitled('Create Policy by Hits');
    expect(await within(dialog).findByRole('textbox', { name: 'Name' })).toHaveValue('From-Hits-3-7');
    expect(within(dialog).getByRole('textbox', { name: 'Source' })).toHaveValue('10.1.2.20, 10.2.31.14');
    expect(within(dialog).getByRole('textbox', { name: 'Destination' })).toHaveValue('142.250.12.8, 13.107.4.50, 52.1.1.1');
    expect(within(dialog).getByRole('textbox', { name: 'Service' })).toHaveValue('HTTPS, DNS');
    expect(within(dialog).getByRole('radio', { name: 'Accept' })).toBeChecked();
    // the proposal read the traffic of the chosen policies only
    const filters = mock.callsOf('runFortiviewQuery').filter((c) => viewOf(c) !== 'policy-hits').map((c) => [viewOf(c), (c.body as { filter?: string }).filter]);
    expect(filters).toEqual(expect.arrayContaining([['top-source-addresses', 'policyid=3,7'], ['top-destinations', 'policyid=3,7']]));

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Deny' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mock.callsOf('createSocPolicy')).toHaveLength(1));
    expect(mock.callsOf('createSocPolicy')[0].url.pathname).toBe('/api/gui/adom/root/soc/policies');
    expect(mock.callsOf('createSocPolicy')[0].body).toEqual({
      name: 'From-Hits-3-7',
      srcaddr: ['10.1.2.20', '10.2.31.14'],
      dstaddr: ['142.250.12.8', '13.107.4.50', '52.1.1.1'],
      service: ['HTTPS', 'DNS'],
      action: 'deny',
      comments: 'Proposed from the hits of policies 3, 7.',
      fromPolicies: [3, 7],
    });
    expect(await screen.findByText('Policy Allow-Branch-Web created.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // the list is read again, and the choice starts afresh
    await waitFor(() => expect(mock.callsOf('listSocPolicies').length).toBeGreaterThan(1));
    expect(screen.getByText('0 policies chosen')).toBeInTheDocument();
  });

  it('checks the fields by the form’s rules before anything is sent', async () => {
    renderView();
    await choose('12');
    await userEvent.click(screen.getByRole('button', { name: 'Create Policy' }));
    const dialog = await dialogTitled('Create Policy by Hits');
    const name = await within(dialog).findByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    const source = within(dialog).getByRole('textbox', { name: 'Source' });
    await userEvent.clear(source);
    await userEvent.type(source, '10.1.2.300');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter IPv4 addresses or subnets (a.b.c.d/n), or all, separated by commas.')).toBeInTheDocument();
    expect(mock.callsOf('createSocPolicy')).toHaveLength(0);
  });

  it('shows a name the ADOM already has on the Name field', async () => {
    mock.fail('createSocPolicy', 400, 'nameTaken');
    renderView();
    await choose('3');
    await userEvent.click(screen.getByRole('button', { name: 'Create Policy' }));
    const dialog = await dialogTitled('Create Policy by Hits');
    await within(dialog).findByRole('textbox', { name: 'Name' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A policy named "Allow-Branch-Web" already exists.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says so when the traffic of the chosen policies cannot be read', async () => {
    mock.reply('getFortiviewResult', (call, spec) =>
      viewOf(call) === 'policy-hits' ? { ...spec, viewName: 'policy-hits', total: 3, rows: ROWS['policy-hits'] } : { ...spec, status: 'failed', message: 'The log database is being rebuilt.', rows: [] },
    );
    renderView();
    await choose('3');
    await userEvent.click(screen.getByRole('button', { name: 'Create Policy' }));
    const dialog = await dialogTitled('Create Policy by Hits');
    expect(await within(dialog).findByText(/^Failed to read the traffic of the chosen policies\./)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('an administrator who may not create policies sees the hits without Create Policy', async () => {
    mock.reply('getSysConfig', (_call, spec) => ({ ...spec, user_profile: { ...spec.user_profile, permissions: { ...spec.user_profile.permissions, log_viewer: 'read' } } }));
    renderView();
    await choose();
    expect(screen.queryByRole('button', { name: 'Create Policy' })).not.toBeInTheDocument();
    expect(screen.getByText(/Creating a policy needs read-write access to the log viewer\./)).toBeInTheDocument();
  });

  it('a row opens the logs of its policy in Log View', async () => {
    const { router } = renderView();
    const grid = await choose();
    const cell = within(grid).getByText('5,120');
    await userEvent.dblClick(cell);
    await waitFor(() => expect(router.state.location.pathname).toBe('/logview/logs/fgt/FortiGate/traffic'));
    expect(router.state.location.state).toMatchObject({ search: 'policyid=3', timePeriod: '1hour', querySrc: 'Create Policy by Hits' });
  });
});
