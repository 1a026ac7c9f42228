import { messages, type MessageKey } from '@generated/messages.ts';
import { LOCALE } from '@/lib/format/locale.ts';

export type { MessageKey };

// texts of the catalogue's lazily loaded groups, added by the screens that show them (registerMessages)
const registered: Record<string, string> = {};

/** Adds a lazily loaded group of the catalogue (generated/messages-<group>.ts); its screens do this on import. */
export function registerMessages(texts: Readonly<Record<string, string>>): void {
  Object.assign(registered, texts);
}

function textOf(key: string): string | undefined {
  return (messages as Readonly<Record<string, string>>)[key] ?? registered[key];
}

function fill(text: string, args: ReadonlyArray<string | number>): string {
  let i = 0;
  return text.replace(/%s/g, () => String(args[i++] ?? ''));
}

/** The catalogue's text for `key`, each `%s` filled in order by `args`. */
export function msg(key: MessageKey, ...args: Array<string | number>): string {
  return fill(textOf(key) ?? key, args);
}

const pluralRules = new Intl.PluralRules(LOCALE);

/**
 * The catalogue's text for `key` in the plural form `count` takes in the console's language (Intl.PluralRules): the
 * catalogue keeps the forms that differ beside the key (`dvm.deviceCount.one`: "%s of %s device"), the key itself
 * is the form of every other count. Each `%s` is filled in order by `args`.
 */
export function msgCount(key: MessageKey, count: number, ...args: Array<string | number>): string {
  const form = textOf(`${key}.${pluralRules.select(count)}`);
  return fill(form ?? textOf(key) ?? key, args);
}
