import { constants } from '@generated/catalog/constants.ts';
export interface CliEntry {
  command: string;
  output: string;
  failed: boolean;
}

/** Keeps the transcript bounded so a long session does not grow without end. */
export const MAX_ENTRIES = constants.cli.transcriptMaxEntries;

export function appendEntry(list: readonly CliEntry[], entry: CliEntry): CliEntry[] {
  const next = [...list, entry];
  return next.length > MAX_ENTRIES ? next.slice(next.length - MAX_ENTRIES) : next;
}

/** The transcript as the console prints it: each command after a prompt, then its output. */
export function transcriptText(list: readonly CliEntry[]): string {
  return list.map((e) => `# ${e.command}\n${e.output.replace(/\n$/, '')}`).join('\n\n');
}
