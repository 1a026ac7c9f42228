import { texts } from '@generated/messages-help.ts';
import { registerMessages } from '@/lib/i18n/messages.ts';

// the help menu's texts come with the shell's top bar, not with the sign-in page
registerMessages(texts);

export { msg, msgCount, type MessageKey } from '@/lib/i18n/messages.ts';
