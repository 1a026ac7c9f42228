export { PasswordChangeDialog, type PasswordChangeDialogProps } from './password-change-dialog.tsx';
