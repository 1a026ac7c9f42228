export { IpConflictDialog, type IpConflictDialogProps } from './ip-conflict-dialog.tsx';
