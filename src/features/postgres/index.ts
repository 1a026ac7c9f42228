export { PostgresUpgradeDialog, type PostgresUpgradeDialogProps } from './postgres-upgrade-dialog.tsx';
