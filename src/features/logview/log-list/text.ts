import { texts } from '@generated/messages-logview.ts';
import { registerMessages } from '@/lib/i18n/messages.ts';

// Log View's texts come with its screens, not with the first screen
registerMessages(texts);

export { msg, msgCount, type MessageKey } from '@/lib/i18n/messages.ts';
