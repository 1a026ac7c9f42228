import { texts as logLimitTexts } from '@generated/messages-log-limit.ts';
import { registerMessages } from '@/lib/i18n/messages.ts';

// these texts come with the screens that show them, not with the first screen
registerMessages(logLimitTexts);

export { msg, msgCount, type MessageKey } from '@/lib/i18n/messages.ts';
