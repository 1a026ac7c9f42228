import { texts as viewDetailsTexts } from '@generated/messages-view-details.ts';
import { registerMessages } from '@/lib/i18n/messages.ts';

// these texts come with the screens that show them, not with the first screen
registerMessages(viewDetailsTexts);

export { msg, msgCount, type MessageKey } from '@/lib/i18n/messages.ts';
