import { texts } from '@generated/messages-transfer.ts';
import { registerMessages } from '@/lib/i18n/messages.ts';

// the package transfer's texts come with its screen, not with the first screen
registerMessages(texts);

export { msg, msgCount, type MessageKey } from '@/lib/i18n/messages.ts';
