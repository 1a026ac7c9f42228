import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { QuickAccessMenu } from './quick-access-menu.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

describe('Quick Access', () => {
  it.each([
    ['Task Monitor', '/sys/taskmonitor'],
    ['Firmware Images', '/fortiguard/firmwares'],
  ])('%s leads to %s (a path of its own, or the route of the links catalogue it names)', async (label, path) => {
    mock.persona('ssoAdmin');
    renderShell(<QuickAccessMenu />, { routes: [{ path, element: <p>arrived</p> }] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Quick Access/ }));
    await user.click(await screen.findByRole('menuitem', { name: label }));
    expect(await screen.findByText('arrived')).toBeInTheDocument();
  });
});
