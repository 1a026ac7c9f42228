import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { ApiError } from '@/lib/api/errors.ts';
import type { Profile } from './api.ts';
import { ProfileDialog } from './profile-dialog.tsx';
import { useThemeMode } from './theme-mode.ts';

const state = vi.hoisted(() => ({
  profile: {} as Record<string, unknown>,
  save: { mutate: vi.fn(), isPending: false },
  renderAvatar: vi.fn(),
}));
vi.mock('@/lib/session/index.ts', () => ({ useSystemConfig: () => ({ data: { max_avatar_size: 16384 } }) }));
vi.mock('./api.ts', () => ({ useGetProfile: () => state.profile, useSaveProfile: () => state.save }));
vi.mock('./avatar.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./avatar.ts')>()),
  // jsdom neither decodes images nor draws on a canvas
  loadImage: vi.fn(async () => ({ naturalWidth: 400, naturalHeight: 300 })),
  renderAvatar: (...args: unknown[]) => state.renderAvatar(...args),
}));

const light: Profile = { useGlobalTheme: false, userTheme: 'light', globalTheme: 'dark', avatar: null };
const JPEG = 'data:image/jpeg;base64,/9j/4AAQ';

function ThemeProbe() {
  return <output aria-label="theme">{useThemeMode()}</output>;
}

async function renderDialog() {
  const onClose = vi.fn();
  render(
    <App>
      <ThemeProbe />
      <ProfileDialog open onClose={onClose} />
    </App>,
  );
  // the dialog's code loads on first open
  await screen.findByRole('dialog', {}, { timeout: 5000 });
  return onClose;
}

const user = () => userEvent.setup({ applyAccept: false });

beforeEach(() => {
  state.profile = { data: light, isLoading: false, isError: false };
  state.save = { mutate: vi.fn(), isPending: false };
  state.renderAvatar = vi.fn(() => JPEG);
});

describe('ProfileDialog', () => {
  it('switches dark and light live while open and saves the theme', async () => {
    const onClose = await renderDialog();
    const theme = screen.getByRole('status', { name: 'theme' });
    expect(theme).toHaveTextContent('light');
    await user().click(await screen.findByRole('radio', { name: 'Dark' }));
    expect(theme).toHaveTextContent('dark');
    await user().click(screen.getByRole('radio', { name: 'Light' }));
    expect(theme).toHaveTextContent('light');
    await user().click(screen.getByRole('radio', { name: 'Dark' }));
    state.save.mutate = vi.fn((_p, opts) => opts.onSuccess());
    await user().click(screen.getByRole('button', { name: 'Save' }));
    expect(state.save.mutate).toHaveBeenCalledWith({ ...light, userTheme: 'dark' }, expect.anything());
    expect(onClose).toHaveBeenCalled();
  });

  it('follows the global theme when the switch is on, and disables the own theme', async () => {
    await renderDialog();
    await user().click(await screen.findByRole('switch', { name: 'Use global theme' }));
    expect(screen.getByRole('status', { name: 'theme' })).toHaveTextContent('dark');
    expect(screen.getByRole('radio', { name: 'Light' })).toBeDisabled();
  });

  it('drops the preview when cancelled', async () => {
    const onClose = await renderDialog();
    await user().click(await screen.findByRole('radio', { name: 'Dark' }));
    await user().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
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
    await user().click(await screen.findByRole('button', { name: 'OK' }));
    // nothing moved yet: the centred square of the 400x300 image, within max_avatar_size
    expect(state.renderAvatar).toHaveBeenCalledWith(expect.anything(), { x: 50, y: 0, width: 300, height: 300 }, 16384);
    expect(await screen.findByRole('img', { name: 'Avatar' })).toHaveAttribute('src', JPEG);
    await user().click(screen.getByRole('button', { name: 'Save' }));
    expect(state.save.mutate).toHaveBeenCalledWith({ ...light, avatar: JPEG }, expect.anything());
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
    state.save.mutate = vi.fn((_p, opts) => opts.onError(new ApiError(500, { code: -1, message: 'Avatar too large for storage' })));
    const onClose = await renderDialog();
    await user().upload(await screen.findByLabelText('Choose Image'), new File(['png'], 'me.png', { type: 'image/png' }));
    await user().click(await screen.findByRole('button', { name: 'OK' }));
    await user().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save the avatar. Avatar too large for storage');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('falls back to the catalogue message when an avatar save fails without detail', async () => {
    state.save.mutate = vi.fn((_p, opts) => opts.onError(new Error('offline')));
    await renderDialog();
    await user().upload(await screen.findByLabelText('Choose Image'), new File(['png'], 'me.png', { type: 'image/png' }));
    await user().click(await screen.findByRole('button', { name: 'OK' }));
    await user().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save the avatar.');
  });

  it('removes the avatar', async () => {
    state.profile = { data: { ...light, avatar: JPEG }, isLoading: false, isError: false };
    await renderDialog();
    await user().click(await screen.findByRole('button', { name: 'Remove Avatar' }));
    expect(screen.getByRole('img', { name: 'No avatar' })).toBeInTheDocument();
  });

  it('shows the error state', async () => {
    state.profile = { data: undefined, isLoading: false, isError: true, error: new Error('x') };
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
    state.profile = { data: { ...p, avatar: null } };
    render(<ThemeProbe />);
    await waitFor(() => expect(screen.getByRole('status', { name: 'theme' })).toHaveTextContent(mode));
  });

  it('is light until the profile has loaded', () => {
    state.profile = { data: undefined };
    render(<ThemeProbe />);
    expect(screen.getByRole('status', { name: 'theme' })).toHaveTextContent('light');
  });
});
