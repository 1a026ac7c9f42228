import { texts } from '@generated/messages-fleet.ts';
import { registerMessages } from '@/lib/i18n/messages.ts';

// the switch list's texts (the catalogue's fleet.* keys, shared with the access point lists) come with its screen
registerMessages(texts);

export { msg, msgCount, type MessageKey } from '@/lib/i18n/messages.ts';
