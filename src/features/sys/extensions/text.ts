import { texts } from '@generated/messages-extensions.ts';
import { registerMessages } from '@/lib/i18n/messages.ts';

// the extension dashboard's texts come with its screen, not with the first screen
registerMessages(texts);

export { msg, msgCount, type MessageKey } from '@/lib/i18n/messages.ts';
