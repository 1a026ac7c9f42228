import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, specExample, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import type { Profile } from '@generated/types/entities.ts';
import { ProfileDialog } from './profile-dialog.tsx';
import { useThemeMode } from './theme-mode.ts';

const state = vi.hoisted(() => ({ renderAvatar: vi.fn() }));
vi.mock('./avatar.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./avatar.ts')>()),
  // jsdom neither decodes images nor draws on a canvas
  loadImage: vi.fn(async () => ({ naturalWidth: 400, naturalHeight: 300 })),
  renderAvatar: (...args: unknown[]) => state.renderAvatar(...args),
}));

/** Own dark theme (the global one is light) and an avatar. */
const darkWithAvatar = specExample('getProfile', 'darkWithAvatar') as Profile;
/** Follows the global light theme, no avatar. */
const followsGlobal = specExample('getProfile', 'default') as Profile;
const JPEG = 'data:image/jpeg;base64,/9j/4AAQ';

function ThemeProbe() {
  return <output aria-label="theme">{useThemeMode()}</output>;
}

async function renderDialog() {
  const onClose = vi.fn();
  renderShell(
    <>
      <ThemeProbe />
      <ProfileDialog open onClose={onClose} />
    </>,
  );
  // the dialog's code loads on first open
  await screen.findByRole('dialog');
  return onClose;
}

const user = () => userEvent.setup({ applyAccept: false });
const saved = () => mock.callsOf('saveProfile').map((c) => c.body);

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
  mock.scenario('getProfile', 'default');
  // the appliance answers with the profile it stored
  mock.reply('saveProfile', (call) => call.body);
  state.renderAvatar = vi.fn(() => JPEG);
});
afterEach(() => mock.dispose());

describe('ProfileDialog', () => {
  it('switches dark and light live while open and saves the theme', async () => {
    mock.scenario('getProfile', 'darkWithAvatar');
    const onClose = await renderDialog();
    const theme = screen.getByRole('status', { name: 'theme' });
    await waitFor(() => expect(theme).toHaveTextContent('dark'));
    await user().click(await screen.findByRole('radio', { name: 'Light' }));
    expect(theme).toHaveTextContent('light');
    await user().click(screen.getByRole('radio', { name: 'Dark' }));
    expect(theme).toHaveTextContent('dark');
    await user().click(screen.getByRole('radio', { name: 'Light' }));
    await user().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saved()).toEqual([{ ...darkWithAvatar, userTheme: 'light' }]);
    expect(theme).toHaveTextContent('light');
    // the avatar did not change: the profile, not the avatar, is said to be saved
    expect(await screen.findByText('Profile saved.')).toBeInTheDocument();
  });

  it('follows the global theme when the switch is on, and disables the own theme', async () => {
    mock.scenario('getProfile', 'darkWithAvatar');
    await renderDialog();
    await waitFor(() => expect(screen.getByRole('status', { name: 'theme' })).toHaveTextContent('dark'));
    await user().click(await screen.findByRole('switch', { name: 'Use global theme' }));
    expect(screen.getByRole('status', { name: 'theme' })).toHaveTextContent('light');
    expect(screen.getByRole('radio', { name: 'Light' })).toBeDisabled();
  });

  it('drops the preview when cancelled', async () => {
    mock.scenario('getProfile', 'darkWithAvatar');
    const onClose = await renderDialog();
    await user().click(await screen.findByRole('radio', { name: 'Light' }));
    expect(screen.getByRole('status', { name: 'theme' })).toHaveTextContent('light');
    await user().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(saved()).toEqual([]);
  });

  it('refuses a file that is not an image', async () => {
    await renderDialog();
    await user().upload(await screen.findByLabelText('Choose Image'), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('This is not an image file.')).toBeInTheDocument();
  });

  it('refuses a file above 10240000 bytes', async () => {
    await renderDialog();
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 10240001 });
    await user().upload(await screen.findByLabelText('Choose Image'), big);
    expect(await screen.findByText('The file size is too big.')).toBeInTheDocument();
  });

  it('crops an image into the avatar and saves it', async () => {
    await renderDialog();
    await user().upload(await screen.findByLabelText('Choose Image'), new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('group', { name: 'Crop Avatar' })).toBeInTheDocument();
    await user().click(await screen.findByRole('button', { name: 'OK' }));
    // nothing moved yet: the centred square of the 400x300 image, within the super admin's max_avatar_size
    expect(state.renderAvatar).toHaveBeenCalledWith(expect.anything(), { x: 50, y: 0, width: 300, height: 300 }, 65536);
    expect(await screen.findByRole('img', { name: 'Avatar' })).toHaveAttribute('src', JPEG);
    await user().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved()).toEqual([{ ...followsGlobal, avatar: JPEG }]));
    expect(await screen.findByText('Avatar saved.')).toBeInTheDocument();
  });

  it('says when no quality fits the size limit', async () => {
    const { AvatarError } = await import('./avatar.ts');
    state.renderAvatar = vi.fn(() => {
      throw new AvatarError('avatar.cannotFit');
    });
    await renderDialog();
    await user().upload(await screen.findByLabelText('Choose Image'), new File(['png'], 'me.png', { type: 'image/png' }));
    await user().click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Unable to generate avatar within size limits')).toBeInTheDocument();
  });

  it('shows an avatar save failure as a danger message with the server’s text', async () => {
    mock.fail('saveProfile');
    const onClose = await renderDialog();
    await user().upload(await screen.findByLabelText('Choose Image'), new File(['png'], 'me.png', { type: 'image/png' }));
    await user().click(await screen.findByRole('button', { name: 'OK' }));
    await user().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save the avatar. Internal server error.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('falls back to the catalogue message when an avatar save fails without detail', async () => {
    mock.unreachable('saveProfile');
    await renderDialog();
    await user().upload(await screen.findByLabelText('Choose Image'), new File(['png'], 'me.png', { type: 'image/png' }));
    await user().click(await screen.findByRole('button', { name: 'OK' }));
    await user().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save the avatar.');
  });

  it('removes the avatar', async () => {
    mock.scenario('getProfile', 'darkWithAvatar');
    await renderDialog();
    await user().click(await screen.findByRole('button', { name: 'Remove Avatar' }));
    expect(screen.getByRole('img', { name: 'No avatar' })).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved()).toEqual([{ ...darkWithAvatar, avatar: null }]));
  });

  it('shows the error state', async () => {
    mock.fail('getProfile');
    await renderDialog();
    expect(await screen.findByText('Failed to load the profile.')).toBeInTheDocument();
  });
});

describe('useThemeMode', () => {
  it.each([
    [{ useGlobalTheme: true, userTheme: 'light', globalTheme: 'dark' }, 'dark'],
    [{ useGlobalTheme: false, userTheme: 'dark', globalTheme: 'light' }, 'dark'],
    [{ useGlobalTheme: false, userTheme: 'light', globalTheme: 'dark' }, 'light'],
  ] as const)('%o → %s', async (p, mode) => {
    mock.reply('getProfile', { ...p, avatar: null });
    renderShell(<ThemeProbe />);
    await waitFor(() => expect(mock.callsOf('getProfile')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('status', { name: 'theme' })).toHaveTextContent(mode));
  });

  it('is light until the profile has loaded', async () => {
    mock.scenario('getProfile', 'darkWithAvatar');
    const release = mock.hang('getProfile');
    renderShell(<ThemeProbe />);
    await waitFor(() => expect(mock.callsOf('getProfile')).toHaveLength(1));
    expect(screen.getByRole('status', { name: 'theme' })).toHaveTextContent('light');
    release();
    await waitFor(() => expect(screen.getByRole('status', { name: 'theme' })).toHaveTextContent('dark'));
  });
});
