import { useEffect, useRef, useState } from 'react';
import { Alert, App, Avatar, Button, Form, Modal, Radio, Skeleton, Space, Switch } from 'antd';
import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { errorMessage } from '@/lib/api/errors.ts';
import { msg } from './text.ts';
import type { Profile } from '@generated/types/entities.ts';
import { useGetProfile } from '@/lib/api/endpoints/profile.gen.ts';
import { useSession, useSystemConfig } from '@/lib/session/index.ts';
import { useSaveProfile } from './api.ts';
import { AvatarCropper } from './avatar-cropper.tsx';
import { AvatarError, centredSquare, checkAvatarFile, loadImage, readAsDataUrl, renderAvatar, type CropArea } from './avatar.ts';
import type { ProfileDialogProps } from './profile-dialog.tsx';
import { effectiveTheme, themePreview } from './theme-mode.ts';
import { failureText } from '@/lib/format/failure.ts';

/** Profile dialog: theme (applied live while open) and avatar. */
export default function ProfileDialogContent({ open, onClose }: ProfileDialogProps) {
  return (
    <Modal open={open} title={msg('profile.title')} onCancel={onClose} footer={null} destroyOnHidden mask={{ closable: false }}>
      {open && <ProfileBody onClose={onClose} />}
    </Modal>
  );
}

interface Cropping {
  src: string;
  image: HTMLImageElement;
}

function ProfileBody({ onClose }: { onClose(): void }) {
  const { message } = App.useApp();
  const { signedIn } = useSession();
  const profile = useGetProfile(undefined, { enabled: signedIn });
  const save = useSaveProfile();
  const { data: config } = useSystemConfig();
  const [draft, setDraft] = useState<Profile | null>(null);
  const [cropping, setCropping] = useState<Cropping | null>(null);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const [danger, setDanger] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const current = draft ?? profile.data;
  const previewMode = current ? effectiveTheme(current) : null;

  // the chosen theme applies at once; leaving the dialog drops the preview (saved or not)
  useEffect(() => {
    themePreview.set(previewMode);
  }, [previewMode]);
  useEffect(() => () => themePreview.set(null), []);

  if (profile.isLoading) return <Skeleton active />;
  if (profile.isError || !current) {
    return <Alert type="error" showIcon title={errorMessage(profile.error, 'profile.loadFailed')} />;
  }

  const update = (patch: Partial<Profile>) => setDraft({ ...current, ...patch });

  async function onFile(file: File | undefined) {
    setAvatarError(null);
    if (!file) return;
    const problem = checkAvatarFile(file);
    if (problem) {
      setAvatarError(msg(problem));
      return;
    }
    try {
      const src = await readAsDataUrl(file);
      setCropping({ src, image: await loadImage(src) });
    } catch (err) {
      setAvatarError(msg(err instanceof AvatarError ? err.key : 'avatar.notImage'));
    }
  }

  function applyCrop(area: CropArea | null) {
    if (!cropping) return;
    const { image } = cropping;
    try {
      const avatar = renderAvatar(image, area ?? centredSquare(image.naturalWidth, image.naturalHeight), config?.max_avatar_size ?? 0);
      update({ avatar });
      setCropping(null);
    } catch (err) {
      setAvatarError(msg(err instanceof AvatarError ? err.key : 'avatar.cannotFit'));
    }
  }

  function onSave() {
    if (!current) return;
    setDanger(null);
    const avatarChanged = current.avatar !== profile.data?.avatar;
    save.mutate(current, {
      onSuccess: () => {
        message.success(msg(avatarChanged ? 'profile.avatarSaved' : 'profile.saved'));
        onClose();
      },
      onError: (err) => setDanger(failureText(err, avatarChanged ? 'profile.avatarSaveFailed' : 'profile.saveFailed')),
    });
  }

  return (
    <>
      {danger && <Alert type="error" showIcon role="alert" title={danger} style={{ marginBottom: 16 }} />}
      <Form layout="vertical" component="div">
        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
          <legend style={{ fontWeight: 600 }}>{msg('profile.theme')}</legend>
          <Form.Item label={msg('profile.useGlobalTheme')} htmlFor="profile-use-global-theme">
            <Switch id="profile-use-global-theme" checked={current.useGlobalTheme} onChange={(on) => update({ useGlobalTheme: on })} />
          </Form.Item>
          <Form.Item label={msg('profile.ownTheme')}>
            <Radio.Group
              aria-label={msg('profile.ownTheme')}
              value={current.userTheme}
              disabled={current.useGlobalTheme}
              onChange={(e) => update({ userTheme: e.target.value as Profile['userTheme'] })}
              options={[
                { value: 'light', label: msg('profile.themeLight') },
                { value: 'dark', label: msg('profile.themeDark') },
              ]}
            />
          </Form.Item>
        </fieldset>
        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
          <legend style={{ fontWeight: 600 }}>{msg('profile.avatar')}</legend>
          {cropping ? (
            <AvatarCropper src={cropping.src} onApply={applyCrop} onCancel={() => setCropping(null)} />
          ) : (
            <Space align="center">
              {current.avatar ? (
                <Avatar size={64} src={<img src={current.avatar} alt={msg('profile.avatar')} />} />
              ) : (
                <span role="img" aria-label={msg('profile.noAvatar')}>
                  <Avatar size={64} icon={<UserOutlined />} />
                </span>
              )}
              <Button icon={<UploadOutlined />} onClick={() => fileInput.current?.click()}>
                {msg('profile.chooseImage')}
              </Button>
              {current.avatar && <Button onClick={() => update({ avatar: null })}>{msg('profile.removeAvatar')}</Button>}
            </Space>
          )}
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            aria-label={msg('profile.chooseImage')}
            tabIndex={-1}
            style={{ display: 'none' }}
            onChange={(e) => {
              void onFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          {avatarError && <Alert type="error" showIcon role="alert" title={avatarError} style={{ marginTop: 12 }} />}
        </fieldset>
      </Form>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 16 }}>
        <Button onClick={onClose} disabled={save.isPending}>
          {msg('common.cancel')}
        </Button>
        <Button type="primary" onClick={onSave} loading={save.isPending} disabled={cropping !== null}>
          {msg('profile.save')}
        </Button>
      </div>
    </>
  );
}
