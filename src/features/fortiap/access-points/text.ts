import { texts } from '@generated/messages-fleet.ts';
import { registerMessages } from '@/lib/i18n/messages.ts';

// the access point lists' texts (the catalogue's fleet.* keys) come with their screens
registerMessages(texts);

export { msg, msgCount, type MessageKey } from '@/lib/i18n/messages.ts';
