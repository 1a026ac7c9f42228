export { PasswordChangeDialog, type PasswordChangeDialogProps } from './password-change-dialog.tsx';
export type { PasswordChangeDialogKind } from './password-rules.ts';
