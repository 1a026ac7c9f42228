import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import userEvent from '@testing-library/user-event';
import { ViewDetailsMenu } from './view-details-menu.tsx';

const state = vi.hoisted(() => ({ caps: { viewDetailsMenu: true }, ip: { data: { ip: '10.10.20.15' }, isError: false } as Record<string, unknown> }));
vi.mock('@/lib/session/index.ts', () => ({ useCapabilities: () => state.caps }));
vi.mock('./api.ts', () => ({ useGetClientIp: () => state.ip }));

beforeEach(() => {
  state.caps = { viewDetailsMenu: true };
  state.ip = { data: { ip: '10.10.20.15' }, isError: false };
});

async function choose(item: string) {
  await userEvent.click(screen.getByRole('button', { name: 'View Details' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

describe('ViewDetailsMenu', () => {
  it('manual input: type a value and see the details', async () => {
    render(<ViewDetailsMenu />);
    await choose('Manual Input');
    const input = await screen.findByRole('textbox', { name: 'Value' });
    await userEvent.type(input, 'user#a3f9');
    expect(input).toHaveValue('user#a3f9');
    expect(screen.getByText('10.10.20.15')).toBeInTheDocument();
  });

  it('says so when the client address cannot be read', async () => {
    state.ip = { data: undefined, isError: true };
    render(<ViewDetailsMenu />);
    await choose('Manual Input');
    expect(await screen.findByText('Failed to load your IP address.')).toBeInTheDocument();
  });

  it('closing the details gives the focus back to the menu button', async () => {
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <ViewDetailsMenu />
      </ConfigProvider>,
    );
    await choose('Manual Input');
    await screen.findByRole('textbox', { name: 'Value' });
    // the footer's Close (the title bar has its own)
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.getByRole('button', { name: 'View Details' })).toHaveFocus());
  });

  it('screen picker: the next click on the page picks its value instead of acting', async () => {
    const onPageClick = vi.fn();
    render(
      <>
        <button type="button" onClick={onPageClick}>
          user#a3f9
        </button>
        <ViewDetailsMenu />
      </>,
    );
    await choose('Screen Picker');
    expect(screen.getByRole('status')).toHaveTextContent('Click a value on the screen to view its details.');
    await userEvent.click(screen.getByRole('button', { name: 'user#a3f9' }));
    expect(onPageClick).not.toHaveBeenCalled();
    expect(await screen.findByRole('textbox', { name: 'Value' })).toHaveValue('user#a3f9');
  });

  it('screen picker stops with Escape', async () => {
    render(<ViewDetailsMenu />);
    await choose('Screen Picker');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows only when data masking and the privacy tool are on', () => {
    state.caps = { viewDetailsMenu: false };
    render(<ViewDetailsMenu />);
    expect(screen.queryByRole('button', { name: 'View Details' })).not.toBeInTheDocument();
  });
});
