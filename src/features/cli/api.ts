import { useMutation } from '@tanstack/react-query';
import { api, call } from '@/lib/api/client.ts';

/** runCliCommand: runs one command line on the appliance and answers its output. */
export function useRunCliCommand() {
  return useMutation({
    mutationKey: ['runCliCommand'],
    mutationFn: (command: string) => call(api.POST('/gui/sys/cli', { body: { command } })),
  });
}
