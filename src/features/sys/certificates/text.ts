import { texts } from '@generated/messages-certificates.ts';
import { registerMessages } from '@/lib/i18n/messages.ts';

// the certificates' texts come with their screen, not with the first screen
registerMessages(texts);

export { msg, msgCount, type MessageKey } from '@/lib/i18n/messages.ts';
