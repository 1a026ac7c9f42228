export interface PostgresUpgradeDialogProps {}

export function PostgresUpgradeDialog(_props: PostgresUpgradeDialogProps) {
  return null;
}
