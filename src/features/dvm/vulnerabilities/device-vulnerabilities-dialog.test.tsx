import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from './test-render.tsx';
import { DeviceVulnerabilitiesDialog } from './device-vulnerabilities-dialog.tsx';
import { cveUrl, psirtAdvisoryUrl, type PsirtAdvisory, type VulnerableDeviceRow } from './logic/index.ts';

vi.setConfig({ testTimeout: 60_000 });
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
});

const adv = (ir: string, risk: number, title: string, cve: string[]): PsirtAdvisory => ({ ir_number: ir, risk, title, cve, products: [] });
const advisories = {
  'FG-IR-23-106': adv('FG-IR-23-106', 3, 'XSS via crafted guest management setting', ['CVE-2023-29183']),
  'FG-IR-22-377': adv('FG-IR-22-377', 5, 'Authentication bypass on administrative interface', ['CVE-2022-40684']),
  'FG-IR-24-999': adv(
    'FG-IR-24-999',
    4,
    'Multiple issues in the web filter',
    Array.from({ length: 7 }, (_, i) => `CVE-2024-1000${i}`),
  ),
};
const row = {
  key: 'dev:1',
  name: 'BR-ATL-001',
  firmware: '7.0.6',
  vulnerabilities: ['FG-IR-23-106', 'FG-IR-22-377', 'FG-IR-24-999'],
} as unknown as VulnerableDeviceRow;

function renderDialog(canSetupUpgrade = true) {
  const onSetupUpgrade = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <DeviceVulnerabilitiesDialog
      open
      row={row}
      advisories={advisories}
      canSetupUpgrade={canSetupUpgrade}
      onSetupUpgrade={onSetupUpgrade}
      onClose={onClose}
    />,
  );
  return { onSetupUpgrade, onClose };
}

const dataRows = () =>
  within(screen.getByRole('grid', { name: 'Device Vulnerabilities' }))
    .getAllByRole('row')
    .filter((r) => within(r).queryAllByRole('gridcell').length > 1);

describe('Device Vulnerabilities dialog', () => {
  it('shows the device, its firmware, the total and the counts per severity', () => {
    renderDialog();
    expect(screen.getByText('BR-ATL-001')).toBeInTheDocument();
    expect(screen.getByText('7.0.6')).toBeInTheDocument();
    expect(screen.getByText('3 Vulnerabilities detected in total')).toBeInTheDocument();
    const counts = screen.getByRole('list', { name: 'Vulnerabilities by severity' });
    expect(within(counts).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Critical1',
      'High1',
      'Medium1',
      'Low0',
      'Informational0',
    ]);
  });

  it('lists the advisories by severity, highest first, with searchable columns', () => {
    renderDialog();
    expect(dataRows().map((r) => within(r).getAllByRole('gridcell')[2].textContent)).toEqual([
      'FG-IR-22-377',
      'FG-IR-24-999',
      'FG-IR-23-106',
    ]);
    expect(screen.getAllByRole('columnheader')[1]).toHaveAttribute('aria-sort', 'descending');
    for (const name of ['Title', 'Severity', 'IR Number', 'CVE']) expect(screen.getByLabelText(`Search ${name}`)).toBeInTheDocument();
  });

  it('links the IR number to the advisory and each CVE to the vulnerability database, at most five', () => {
    renderDialog();
    const ir = screen.getByRole('link', { name: 'FG-IR-22-377' });
    expect(ir).toHaveAttribute('href', psirtAdvisoryUrl('FG-IR-22-377'));
    expect(ir).toHaveAttribute('target', '_blank');
    expect(ir).toHaveAttribute('rel', 'noopener noreferrer');
    const cve = screen.getByRole('link', { name: 'CVE-2022-40684' });
    expect(cve).toHaveAttribute('href', cveUrl('CVE-2022-40684'));
    expect(cve).toHaveAttribute('rel', 'noopener noreferrer');
    const many = dataRows()[1];
    expect(within(many).getAllByRole('link', { name: /^CVE-/ })).toHaveLength(5);
    expect(within(many).getByText('+2 more')).toBeInTheDocument();
  });

  it('offers Setup Upgrade to read-write administrators only', async () => {
    const { onSetupUpgrade } = renderDialog(true);
    await userEvent.click(screen.getByRole('button', { name: /Setup Upgrade/ }));
    expect(onSetupUpgrade).toHaveBeenCalled();
  });

  it('hides Setup Upgrade from read-only administrators', () => {
    renderDialog(false);
    expect(screen.queryByRole('button', { name: /Setup Upgrade/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeEnabled();
  });

  it('searches the CVE column across every CVE, shown or not', async () => {
    renderDialog();
    await userEvent.type(screen.getByLabelText('Search CVE'), '10006');
    await vi.waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(within(dataRows()[0]).getByText('FG-IR-24-999')).toBeInTheDocument();
  });
});
