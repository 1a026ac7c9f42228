import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { SwitchList } from './switch-list.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

describe('managed switches', () => {
  it('lists the switches with firmware and FortiGate, and says when it fails', async () => {
    renderShell(<SwitchList />);
    expect(await screen.findByText('BR-DET-001-SW01')).toBeInTheDocument();
    expect(screen.getByText(/^[\d,]+ switches on [\d,]+ FortiGates$/)).toBeInTheDocument();
    mock.dispose();
    mock = installMockApi();
    mock.fail('listManagedSwitches');
    renderShell(<SwitchList />);
    expect(await screen.findByText('Failed to load the switches.')).toBeInTheDocument();
  });
});
