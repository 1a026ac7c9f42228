import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell, settled } from '@/lib/testing/render.tsx';
import { SystemTags } from './system-tags.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

type Config = Record<string, unknown> & { features: Record<string, unknown> };

/** A persona's configuration from the spec, changed where the spec has no persona for the case. */
function configOf(persona: string, change: (c: Config) => Config = (c) => c) {
  mock.persona(persona);
  mock.reply('getSysConfig', (_call, config) => change(config as Config));
}

describe('SystemTags', () => {
  it.each<[string, () => void, string[]]>([
    ['HA secondary', () => mock.persona('haSecondary'), ['HA Secondary']],
    ['HA primary, offline', () => configOf('superAdmin', (c) => ({ ...c, ha_mode: 'primary', offline_mode: true })), ['HA Primary', 'Offline Mode']],
    ['analyzer in collector mode', () => configOf('analyzer', (c) => ({ ...c, faz_mode: 'collector' })), ['Collector Mode']],
  ])('%s', async (_name, signIn, tags) => {
    signIn();
    renderShell(<SystemTags />);
    for (const t of tags) expect(await screen.findByText(t)).toBeInTheDocument();
  });

  it('standalone, online: no tag', async () => {
    const { container, queryClient } = renderShell(<SystemTags />);
    await settled(queryClient);
    expect(mock.callsOf('getSysConfig')).toHaveLength(1);
    expect(container.querySelector('.ant-tag')).toBeNull();
  });
});
