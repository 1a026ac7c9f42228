import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { apiRoutes } from './testing/api-mock.ts';
import { configWith, superAdminConfig } from './testing/fixtures.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { SystemTags } from './system-tags.tsx';

const fetchMock = vi.hoisted(() => {
  const f = vi.fn();
  globalThis.fetch = f;
  return f;
});

describe('SystemTags', () => {
  it.each([
    ['HA secondary', configWith({ ha_mode: 'secondary' }), ['HA Secondary']],
    ['HA primary, offline', configWith({ ha_mode: 'primary', offline_mode: true }), ['HA Primary', 'Offline Mode']],
    ['analyzer in collector mode', configWith({ variant: 'analyzer', faz_mode: 'collector', features: { ...superAdminConfig.features, analyzer: true } }), ['Collector Mode']],
  ])('%s', async (_name, config, tags) => {
    fetchMock.mockImplementation(apiRoutes({ 'GET /gui/sys/config': config }));
    renderShell(<SystemTags />);
    for (const t of tags) expect(await screen.findByText(t)).toBeInTheDocument();
  });

  it('standalone, online: no tag', async () => {
    fetchMock.mockImplementation(apiRoutes({ 'GET /gui/sys/config': superAdminConfig }));
    const { container } = renderShell(<SystemTags />);
    await new Promise((r) => setTimeout(r, 50));
    expect(container.querySelector('.ant-tag')).toBeNull();
  });
});
