import { texts as haTexts } from '@generated/messages-ha.ts';
import { registerMessages } from '@/lib/i18n/messages.ts';

// these texts come with the screens that show them, not with the first screen
registerMessages(haTexts);

export { msg, msgCount, type MessageKey } from '@/lib/i18n/messages.ts';
