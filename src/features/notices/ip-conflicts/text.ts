import { texts as ipConflictTexts } from '@generated/messages-ip-conflict.ts';
import { registerMessages } from '@/lib/i18n/messages.ts';

// these texts come with the screens that show them, not with the first screen
registerMessages(ipConflictTexts);

export { msg, msgCount, type MessageKey } from '@/lib/i18n/messages.ts';
