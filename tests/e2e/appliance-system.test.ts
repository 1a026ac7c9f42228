/**
 * The appliance keeps what is changed on the system pages and the custom views: a CA certificate imported and a
 * local one deleted, an extension stopped, an incoming log fetch approved (it runs, then is done), a custom view
 * created. Each is still shown after a reload and after the appliance restarts; after the sandbox is reset the
 * examples are back; another sandbox never sees the custom view.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { consoleUrl, enterSandbox, expectNoProblems, openSignedIn, useBrowser, type PageOptions } from './support/browser.ts';
import { resetSandbox, restartAppliance } from './support/appliance.ts';
import { dialogTitled } from './psirt-flows.ts';
import { openAs } from './dashboard-flows.ts';

const browser = useBrowser();

const openScreen = (path: string, options: PageOptions = {}): Promise<Page> => openSignedIn(browser(), path, options);

/** Reloads the page, then the appliance restarts and the page is reloaded again: `check` after each. */
async function keptThroughReloadAndRestart(page: Page, check: () => Promise<void>): Promise<void> {
  await page.reload();
  await check();
  await restartAppliance(browser());
  await page.reload();
  await check();
}

const rowOf = (grid: Locator, text: string) => grid.getByRole('row').filter({ hasText: text });
/** The shortened certificate of the spec's example. */
const PEM = '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUQ2\n-----END CERTIFICATE-----\n';

describe('system pages on the appliance', () => {
  it('Certificates: a CA certificate imported and a local one deleted stay so through a reload and a restart; a reset brings the examples back', async () => {
    const page = await openScreen('/sys/certificate');
    const main = page.getByRole('main');
    const local = main.getByRole('grid', { name: 'Local Certificates' });
    const ca = main.getByRole('grid', { name: 'CA Certificates' });
    await rowOf(local, 'fetch-client-2024').waitFor();

    await main.getByRole('button', { name: 'Delete fetch-client-2024' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Delete the certificate fetch-client-2024?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Certificate fetch-client-2024 deleted.').waitFor();
    await rowOf(local, 'fetch-client-2024').waitFor({ state: 'detached' });

    await main.getByRole('tab', { name: 'CA Certificates' }).click();
    await rowOf(ca, 'Fortinet_CA').waitFor();
    await main.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Certificate' });
    expect(await dialog.getByRole('radio', { name: 'CA Certificate' }).isChecked()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Name' }).fill('ExampleCorp-Root');
    await dialog.getByRole('textbox', { name: 'Certificate (PEM)' }).fill(PEM);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('Certificate ExampleCorp-Root imported.').waitFor();
    await rowOf(ca, 'ExampleCorp-Root').getByText('CN = ExampleCorp-Root').first().waitFor();

    await keptThroughReloadAndRestart(page, async () => {
      await rowOf(local, 'gui-https').waitFor();
      expect(await rowOf(local, 'fetch-client-2024').count()).toBe(0);
      await main.getByRole('tab', { name: 'CA Certificates' }).click();
      await rowOf(ca, 'ExampleCorp-Root').waitFor();
    });
    expectNoProblems(page);

    await resetSandbox(browser());
    await page.reload();
    await rowOf(local, 'fetch-client-2024').waitFor();
    await main.getByRole('tab', { name: 'CA Certificates' }).click();
    await rowOf(ca, 'Fortinet_CA').waitFor();
    expect(await rowOf(ca, 'ExampleCorp-Root').count()).toBe(0);
  });

  it('Extension Dashboard: an extension stopped stays stopped through a reload and a restart; a reset has it running again', async () => {
    const page = await openScreen('/extension/dashboard');
    const main = page.getByRole('main');
    const soar = rowOf(main.getByRole('grid', { name: 'Management Extensions' }), 'FortiSOAR');
    await soar.getByText('Running', { exact: true }).waitFor();

    await main.getByRole('button', { name: 'Stop FortiSOAR' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Stop FortiSOAR?' });
    await confirm.getByRole('button', { name: 'Stop', exact: true }).click();
    await page.getByText('FortiSOAR stopped.').waitFor();
    const stopped = async () => {
      await soar.getByText('Stopped', { exact: true }).waitFor();
      await soar.getByText('0 of 8192 MB').waitFor();
      await main.getByRole('button', { name: 'Start FortiSOAR' }).waitFor();
    };
    await stopped();
    await keptThroughReloadAndRestart(page, stopped);
    expectNoProblems(page);

    await resetSandbox(browser());
    await page.reload();
    await soar.getByText('3420 of 8192 MB').waitFor();
    await soar.getByText('Running', { exact: true }).waitFor();
  });

  it('Log Fetch: an incoming request approved runs, is done after the list is read again, and stays done through a reload and a restart', async () => {
    const page = await openScreen('/sys/logfetch');
    const main = page.getByRole('main');
    const sessions = main.getByRole('grid', { name: 'Sessions' });
    const incoming = rowOf(sessions, 'FAZ-Branch-01');
    const openSessions = async () => {
      await main.getByRole('tab', { name: 'Sessions' }).click();
      await incoming.waitFor();
    };
    await openSessions();
    await incoming.getByText('Waiting for approval').waitFor();

    await incoming.getByRole('button', { name: 'Approve the request of FAZ-Branch-01' }).click();
    await page.getByText('Request of FAZ-Branch-01 approved.').waitFor();
    await incoming.getByText('Running', { exact: true }).waitFor();
    // each reading of the list moves the transfer on (the screen also reads it every 5 s while it runs)
    const refresh = main.getByRole('button', { name: 'Refresh' });
    await expect
      .poll(async () => {
        if (await incoming.getByText('Done', { exact: true }).count()) return 'done';
        if (await refresh.isEnabled()) await refresh.click();
        return 'running';
      }, { timeout: 30_000, interval: 500 })
      .toBe('done');
    expect(await incoming.getByRole('button', { name: /^Approve/ }).count()).toBe(0);

    await keptThroughReloadAndRestart(page, async () => {
      await openSessions();
      await incoming.getByText('Done', { exact: true }).waitFor();
    });
    expectNoProblems(page);

    await resetSandbox(browser());
    await page.reload();
    await openSessions();
    await incoming.getByText('Waiting for approval').waitFor();
  });
});

describe('custom views on the appliance', () => {
  const START = '/fortiview/noc/traffic/l7-traffic-monitor';
  const heading = (page: Page, name: string) => page.getByRole('main').getByRole('heading', { level: 1, name, exact: true });

  it('a custom view created stays through a reload and a restart, is gone after a reset, and another sandbox never sees it', async () => {
    const context = browser();
    const page = await openAs(context, { persona: 'analyzer' }, START);
    await page.getByRole('main').getByRole('button', { name: 'New Custom View' }).click();
    const dialog = dialogTitled(page, 'New Custom View');
    await dialog.getByLabel('Name').fill('Branch traffic');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(/\/fortiview\/noc\/custom_view\/cv-1$/);
    await heading(page, 'Branch traffic').waitFor();

    await keptThroughReloadAndRestart(page, async () => {
      await heading(page, 'Branch traffic').waitFor();
      await page.getByRole('main').getByRole('navigation').getByText('Branch traffic').waitFor();
    });
    expectNoProblems(page);

    await resetSandbox(context);
    await page.reload();
    await page.getByRole('main').getByText('There is no such dashboard.').waitFor();
    expect(await page.getByRole('main').getByRole('navigation').getByText('Branch traffic').count()).toBe(0);

    // made again in this sandbox (as another session of the administrator would), then looked for from another
    const made = await context.request.post(consoleUrl('/api/gui/customview/adom/root'), {
      headers: { 'content-type': 'application/json', 'x-csrf-token': 'test', 'x-mock-persona': 'analyzer' },
      data: JSON.stringify({ name: 'Branch traffic', widgets: [], subType: 'generic', isTemplate: false }),
    });
    expect(made.status()).toBe(200);
    await page.reload();
    await heading(page, 'Branch traffic').waitFor();
    await enterSandbox(context, true);
    const other = await openAs(context, { persona: 'analyzer' }, '/fortiview/noc/custom_view/cv-1');
    await other.getByRole('main').getByText('There is no such dashboard.').waitFor();
    expect(await other.getByRole('main').getByRole('navigation').getByText('Branch traffic').count()).toBe(0);
    expectNoProblems(other);
  });
});
