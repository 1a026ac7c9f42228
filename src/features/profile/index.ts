export { ProfileDialog, type ProfileDialogProps } from './profile-dialog.tsx';
export { useThemeMode, type ThemeMode } from './theme-mode.ts';
