import { texts } from '@generated/messages-ap-map.ts';
import { registerMessages } from '@/lib/i18n/messages.ts';

// the access point maps' texts come with their screens, not with the first screen
registerMessages(texts);

export { msg, msgCount, type MessageKey } from '@/lib/i18n/messages.ts';
