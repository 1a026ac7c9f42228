import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import type { ScreenHandle } from '../module-screen.tsx';
import FortisocModule from './index.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
  mock.persona('analyzer');
});
afterEach(() => mock.dispose());

const VIEW: ScreenHandle = { groupKey: 'fortisoc', appKey: 'fortisoc.socviews.view', template: '/fortisoc/socviews/{view}' };
const BARE: ScreenHandle = { groupKey: 'fortisoc', appKey: 'fortisoc.socviews', template: '/fortisoc/socviews' };
const ALERTS: ScreenHandle = { groupKey: 'fortisoc', appKey: 'fortisoc.soar.outbreakalerts', template: '/fortisoc/soar/outbreakalerts' };

function renderView(key: string) {
  return renderShell(<FortisocModule />, {
    path: `/fortisoc/socviews/${key}`,
    pattern: '/fortisoc/socviews/:view',
    handle: VIEW,
    routes: [{ path: '/fortisoc/socviews', element: <FortisocModule />, handle: BARE }],
  });
}

describe('SOC Views under FortiSOC', () => {
  it('the bare address opens the first view the ADOM is offered', async () => {
    const { router } = renderShell(<FortisocModule />, {
      path: '/fortisoc/socviews',
      handle: BARE,
      routes: [{ path: '/fortisoc/socviews/:view', element: <FortisocModule />, handle: VIEW }],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/fortisoc/socviews/top-threats'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Top Threats' })).toBeInTheDocument();
  });

  it('frames a view: its title, the breadcrumb through its group, FortiSOC’s menu with the views', async () => {
    renderView('dns-logs');
    expect(await screen.findByRole('heading', { level: 1, name: 'DNS Logs' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: /breadcrumb/i })).toHaveTextContent('Home/Security Operations/SOC Views/Policy and DNS/DNS Logs');
    expect(await screen.findByRole('region', { name: 'DNS Logs' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Module navigation' });
    expect(within(menu).getByText('Outbreak Alerts')).toBeInTheDocument();
    expect(within(menu).getByText('SOC Views')).toBeInTheDocument();
  });

  it('an ADOM of a variant’s product type is offered that variant’s views only', async () => {
    mock.scenario('getCurrentAdom', 'endpoints');
    renderView('top-threats');
    expect(await screen.findByText('This view is not offered for ADOMs of this product type (FortiClient).')).toBeInTheDocument();
  });

  it('opens a variant’s view in an ADOM of its product type', async () => {
    mock.scenario('getCurrentAdom', 'antiDDoS');
    renderView('ddos-types');
    expect(await screen.findByRole('heading', { level: 1, name: 'DDoS Attack Types' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: /breadcrumb/i })).toHaveTextContent('SOC Views/DDoS/DDoS Attack Types');
    expect(await screen.findByRole('region', { name: 'DDoS Attack Types' })).toBeInTheDocument();
  });

  it('a view the catalogue does not have is no page', async () => {
    renderView('no-such-view');
    expect(await screen.findByText('There is no SOC view of that name.')).toBeInTheDocument();
  });

  it('on the manager the views belong to the other kind of appliance', async () => {
    mock.persona('superAdmin');
    renderView('top-threats');
    expect(await screen.findByText(/belongs? to the other/i)).toBeInTheDocument();
  });

  it('the outbreak alerts screen’s menu opens into the SOC views too', async () => {
    renderShell(<FortisocModule />, { path: '/fortisoc/soar/outbreakalerts', handle: ALERTS });
    const menu = await screen.findByRole('navigation', { name: 'Module navigation' });
    // SOC Views is a sub-menu (its groups and views), not a single screen
    const soc = within(menu).getAllByRole('menuitem').find((i) => i.textContent === 'SOC Views');
    expect(soc).toHaveAttribute('aria-haspopup', 'true');
  });
});
