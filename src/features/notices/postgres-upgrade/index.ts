export {
  PostgresUpgradeDialog,
  type PostgresUpgradeDialogProps,
  type PostgresContinueAction,
} from './postgres-upgrade-dialog.tsx';
