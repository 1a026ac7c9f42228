export { LogRebuildProgress, type LogRebuildProgressProps } from './log-rebuild-progress.tsx';
export { RebuiltLogDatabaseHint, type RebuiltLogDatabaseHintProps } from './rebuilt-log-database-hint.tsx';
