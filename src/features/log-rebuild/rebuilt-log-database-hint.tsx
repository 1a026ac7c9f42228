export interface RebuiltLogDatabaseHintProps {}

export function RebuiltLogDatabaseHint(_props: RebuiltLogDatabaseHintProps) {
  return null;
}
