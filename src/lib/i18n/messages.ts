import { messages, type MessageKey } from '@generated/messages.ts';

export type { MessageKey };

/** The catalogue's text for `key`, each `%s` filled in order by `args`. */
export function msg(key: MessageKey, ...args: Array<string | number>): string {
  let i = 0;
  return messages[key].replace(/%s/g, () => String(args[i++] ?? ''));
}
