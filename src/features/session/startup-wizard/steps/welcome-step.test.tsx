import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WelcomeStep, type WelcomeStepProps } from './welcome-step.tsx';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderWithProviders, setMockControls, testEnv } from '../test/render.tsx';
import { Stateful } from '../test/stateful.tsx';
import type { StepForms } from '../wizard-state.ts';
import type { WizardEnv } from '../wizard-env.ts';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

function renderWelcome(
  props: Partial<WelcomeStepProps> = {},
  env?: WizardEnv,
  initial: StepForms['welcome'] = { importEntitlement: false, file: null },
) {
  const handlers = { onRegistered: vi.fn(), onDone: vi.fn() };
  renderWithProviders(
    <Stateful<StepForms['welcome']> initial={initial}>
      {(value, set) => (
        <WelcomeStep
          productName="FortiManager"
          steps={['WELCOME', 'SSO', 'HOSTNAME', 'FIRMWARE', 'FINISH']}
          done={['HOSTNAME']}
          later={['FIRMWARE']}
          value={value}
          onChange={set}
          importedFile={null}
          {...handlers}
          {...props}
        />
      )}
    </Stateful>,
    env,
  );
  return handlers;
}

const file = () => new File(['entitlement'], 'unit.lic', { type: 'application/octet-stream' });

async function chooseFile(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('checkbox', { name: 'Import the Entitlement File' }));
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await user.upload(input, file());
  expect(await screen.findByText('unit.lic')).toBeInTheDocument();
}

describe('WelcomeStep', () => {
  it('lists the remaining steps with done and later marks, and moves on with Begin', async () => {
    setMockControls();
    const { onDone } = renderWelcome();
    expect(screen.getByRole('heading', { name: 'Welcome' })).toHaveFocus();
    const list = screen.getByRole('list', { name: 'Remaining steps' });
    const items = within(list).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Register and SSO', 'Specify Hostname(done)', 'Upgrade Firmware(left for later)']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Begin' }));
    expect(onDone).toHaveBeenCalledOnce();
    expect(mock.calls).toHaveLength(0);
  });

  it('asks for a file when the entitlement box is checked without one', async () => {
    setMockControls();
    const { onDone } = renderWelcome();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Import the Entitlement File' }));
    await user.click(screen.getByRole('button', { name: 'Begin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a valid file.');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('uploads the file, waits 5 s, polls the licence and stores the account', async () => {
    setMockControls();
    const waits: number[] = [];
    let releaseWait!: () => void;
    const env = testEnv({
      sleep: (ms) => {
        waits.push(ms);
        return ms === 5000 ? new Promise<void>((r) => (releaseWait = r)) : Promise.resolve();
      },
    });
    const { onDone, onRegistered } = renderWelcome({}, env);
    const user = userEvent.setup();
    await chooseFile(user);
    await user.click(screen.getByRole('button', { name: 'Begin' }));
    expect(await screen.findByText('Waiting for the registration to complete...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Begin/ })).toHaveClass('ant-btn-loading');
    releaseWait();
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(waits[0]).toBe(5000);
    expect(onRegistered).toHaveBeenCalledWith('netops@example.com', expect.any(File));
    expect(mock.callsOf('uploadUmPackage')[0].body).toEqual(['key', 'packettype', 'file']);
    expect(mock.callsOf('getLicenseSelf')).toHaveLength(1);
    expect(await screen.findByText('Registration completed.')).toBeInTheDocument();
  });

  it('gives up after 10 polls without an account', async () => {
    setMockControls({ scenarios: { getLicenseSelf: 'pending' } });
    const waits: number[] = [];
    const { onDone } = renderWelcome({}, testEnv({ sleep: async (ms) => void waits.push(ms) }));
    const user = userEvent.setup();
    await chooseFile(user);
    await user.click(screen.getByRole('button', { name: 'Begin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Registration Failed. Please check your entitlement file and try again.',
    );
    expect(mock.callsOf('getLicenseSelf')).toHaveLength(10);
    expect(waits).toEqual([5000, ...Array(9).fill(2000)]);
    expect(onDone).not.toHaveBeenCalled();
    // the file stays chosen for another try
    expect(screen.getByText('unit.lic')).toBeInTheDocument();
  });

  it('shows the upload failure', async () => {
    setMockControls({ faults: { uploadUmPackage: 500 } });
    const { onDone } = renderWelcome();
    const user = userEvent.setup();
    await chooseFile(user);
    await user.click(screen.getByRole('button', { name: 'Begin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to upload file or invalid image.');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('does not upload again the file that already registered the unit (Back, then Begin)', async () => {
    setMockControls();
    const importedFile = file();
    const { onDone } = renderWelcome({ importedFile }, undefined, { importEntitlement: true, file: importedFile });
    expect(screen.getByRole('checkbox', { name: 'Import the Entitlement File' })).toBeChecked();
    expect(screen.getByText('unit.lic')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Begin' }));
    expect(onDone).toHaveBeenCalledOnce();
    expect(mock.callsOf('uploadUmPackage')).toHaveLength(0);
  });
});
