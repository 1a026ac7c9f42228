import { texts } from '@generated/messages-psirt.ts';
import { registerMessages } from '@/lib/i18n/messages.ts';

// the psirt texts come with this feature, not with the first screen
registerMessages(texts);

export { msg, msgCount, type MessageKey } from '@/lib/i18n/messages.ts';
