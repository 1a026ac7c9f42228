export { ProfileDialog, type ProfileDialogProps } from './profile-dialog.tsx';
export { useThemeMode, effectiveTheme, type ThemeMode } from './theme-mode.ts';
export { avatarSource, useAvatarSource } from './avatar-source.ts';
