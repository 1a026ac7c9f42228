import { useApiMutation } from '@/lib/api/operations.ts';

/** runCliCommand: runs one command line on the appliance and answers its output. */
export function useRunCliCommand() {
  return useApiMutation('runCliCommand', { toInit: (command: string) => ({ body: { command } }) });
}
