import { texts } from '@generated/messages-devconf.ts';
import { registerMessages } from '@/lib/i18n/messages.ts';

// the review's texts come with the review, not with the first screen
registerMessages(texts);

export { msg, msgCount, type MessageKey } from '@/lib/i18n/messages.ts';
