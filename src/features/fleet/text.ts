import { texts } from '@generated/messages-fleet.ts';
import { registerMessages } from '@/lib/i18n/messages.ts';

// the access point and switch lists' texts come with their screens
registerMessages(texts);

export { msg, type MessageKey } from '@/lib/i18n/messages.ts';
