import { texts } from '@generated/messages-dvm.ts';
import { registerMessages } from '@/lib/i18n/messages.ts';

// the device manager's texts come with its screens, not with the first screen
registerMessages(texts);

export { msg, msgCount, type MessageKey } from '@/lib/i18n/messages.ts';
