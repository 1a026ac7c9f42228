import { texts } from '@generated/messages-soc-view.ts';
import { registerMessages } from '@/lib/i18n/messages.ts';

// the SOC views' texts come with their screens, not with the first screen
registerMessages(texts);

export { msg, msgCount, type MessageKey } from '@/lib/i18n/messages.ts';
