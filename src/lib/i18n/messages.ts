import { messages, type MessageKey } from '@generated/messages.ts';

export type { MessageKey };

// texts of the catalogue's lazily loaded groups, added by the screens that show them (registerMessages)
const registered: Record<string, string> = {};

/** Adds a lazily loaded group of the catalogue (generated/messages-<group>.ts); its screens do this on import. */
export function registerMessages(texts: Readonly<Record<string, string>>): void {
  Object.assign(registered, texts);
}

/** The catalogue's text for `key`, each `%s` filled in order by `args`. */
export function msg(key: MessageKey, ...args: Array<string | number>): string {
  let i = 0;
  const text = (messages as Readonly<Record<string, string>>)[key] ?? registered[key] ?? key;
  return text.replace(/%s/g, () => String(args[i++] ?? ''));
}
