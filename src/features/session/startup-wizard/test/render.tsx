/** Test support: renders wizard parts with the console's providers and an instant, socket-free environment. */
import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp } from 'antd';
import { createQueryClient } from '@/lib/api/query.ts';
import { FAULTS_KEY, SCENARIOS_KEY, setPersona } from '@/lib/api/mock-controls.ts';
import { backupSystemDb, upgradeCalls } from '@/lib/firmware/upgrade-calls.ts';
import { uploadEntitlementFile } from '../api.ts';
import { defaultWizardEnv, WizardEnvContext, type WizardEnv } from '../wizard-env.ts';

// the wizard's forms are heavy for jsdom; on a busy machine a step can take seconds to settle
configure({ asyncUtilTimeout: 8000 });

/** The websocket's part of a backup, played in-process: progress 30 and 100, then the finished file. */
export async function fakeBackupAndWait(password: string, onPercent: (percent: number) => void) {
  await backupSystemDb(password);
  onPercent(30);
  onPercent(100);
  return { bytes: 1024, downloadname: 'backup.dat', filepath: '/var/tmp/backup.dat' };
}

export function testEnv(overrides: Partial<WizardEnv> = {}): WizardEnv {
  return {
    ...defaultWizardEnv,
    sleep: async () => {},
    taskPollMs: 0,
    uploadEntitlement: (file, onProgress) => {
      onProgress(100);
      return uploadEntitlementFile(file);
    },
    upgrade: { ...upgradeCalls, backupSystemDb: fakeBackupAndWait, saveBackup: () => {} },
    ...overrides,
  };
}

export interface MockControls {
  persona?: string;
  scenarios?: Record<string, string>;
  faults?: Record<string, number>;
}

/** Who the mock appliance says is signed in, and which calls answer a scenario or fail. */
export function setMockControls({ persona = 'freshAppliance', scenarios = {}, faults = {} }: MockControls = {}) {
  setPersona(persona);
  localStorage.setItem(SCENARIOS_KEY, JSON.stringify(scenarios));
  localStorage.setItem(FAULTS_KEY, JSON.stringify(faults));
}

export function renderWithProviders(ui: ReactElement, env: WizardEnv = testEnv()) {
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AntdApp>
        <WizardEnvContext.Provider value={env}>{ui}</WizardEnvContext.Provider>
      </AntdApp>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
