import { texts } from '@generated/messages-custom-view.ts';
import { registerMessages } from '@/lib/i18n/messages.ts';

// the custom views' texts come with the custom views, not with the first screen
registerMessages(texts);

export { msg, msgCount, type MessageKey } from '@/lib/i18n/messages.ts';
