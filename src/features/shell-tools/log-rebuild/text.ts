import { texts as logRebuildTexts } from '@generated/messages-log-rebuild.ts';
import { registerMessages } from '@/lib/i18n/messages.ts';

// these texts come with the screens that show them, not with the first screen
registerMessages(logRebuildTexts);

export { msg, msgCount, type MessageKey } from '@/lib/i18n/messages.ts';
