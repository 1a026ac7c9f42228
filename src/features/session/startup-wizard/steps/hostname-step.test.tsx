import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HostnameFormData } from '@generated/forms/hostname.ts';
import { HostnameStep } from './hostname-step.tsx';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderWithProviders, setMockControls } from '../test/render.tsx';
import { Stateful } from '../test/stateful.tsx';
import { endpointKey, endpointQueryOptions } from '@/lib/api/endpoint.ts';
import { getSysInfo } from '@/lib/api/endpoints/session.gen.ts';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

function renderHostname(initial: Partial<HostnameFormData> = { hostname: 'FMG-VM64' }) {
  const handlers = { onDone: vi.fn(), onBack: vi.fn() };
  const { queryClient } = renderWithProviders(
    <Stateful initial={initial}>{(value, set) => <HostnameStep value={value} onChange={set} {...handlers} />}</Stateful>,
  );
  return { ...handlers, queryClient };
}

async function setHostname(value: string) {
  const user = userEvent.setup();
  const field = screen.getByRole('textbox', { name: /Hostname/ });
  await user.clear(field);
  if (value) {
    await user.click(field);
    await user.paste(value);
  }
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

describe('HostnameStep', () => {
  it('starts from the current host name and sets the new one', async () => {
    setMockControls();
    const { onDone } = renderHostname();
    expect(screen.getByRole('heading', { name: 'Specify Hostname' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Hostname/ })).toHaveValue('FMG-VM64');
    await setHostname('fmg-hq-01');
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(mock.callsOf('setHostname')[0].body).toEqual({ hostname: 'fmg-hq-01' });
  });

  it('the new host name is the header’s title at once', async () => {
    setMockControls();
    const { onDone, queryClient } = renderHostname();
    await queryClient.fetchQuery(endpointQueryOptions(getSysInfo));
    await setHostname('fmg-hq-01');
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(queryClient.getQueryData(endpointKey(getSysInfo))).toMatchObject({ hostname: 'fmg-hq-01' });
  });

  it('requires a host name', async () => {
    setMockControls();
    const { onDone } = renderHostname();
    await setHostname('');
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('refuses the characters a host name cannot contain', async () => {
    setMockControls();
    renderHostname();
    const message = "Host name cannot contain \\ \" > < ( ) ' & ` | ; # white space.";
    for (const name of ['fmg hq', 'fmg"hq', "fmg'hq", 'fmg<hq>', 'fmg(hq)', 'fmg&hq', 'fmg`hq', 'fmg|hq;', 'fmg#hq', 'fmg\\hq']) {
      await setHostname(name);
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(mock.callsOf('setHostname')).toHaveLength(0);
  });

  it("shows the appliance's refusal on the field", async () => {
    setMockControls({ faults: { setHostname: 400 } });
    const { onDone } = renderHostname();
    await setHostname('fmg-hq-01');
    expect(await screen.findByText('Invalid host name.')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows the failure and keeps what was typed', async () => {
    setMockControls({ faults: { setHostname: 500 } });
    const { onDone } = renderHostname();
    await setHostname('fmg-hq-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to set the host name.');
    expect(screen.getByRole('textbox', { name: /Hostname/ })).toHaveValue('fmg-hq-01');
    expect(onDone).not.toHaveBeenCalled();
  });
});
