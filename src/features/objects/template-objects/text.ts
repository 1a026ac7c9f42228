import { texts } from '@generated/messages-objects.ts';
import { registerMessages } from '@/lib/i18n/messages.ts';

// the object screens' texts come with their screens, not with the first screen
registerMessages(texts);

export { msg, msgCount, type MessageKey } from '@/lib/i18n/messages.ts';
