import { texts } from '@generated/messages-charts.ts';
import { registerMessages } from '@/lib/i18n/messages.ts';

// the charts' texts come with the charts, not with the first screen
registerMessages(texts);

export { msg, msgCount, type MessageKey } from '@/lib/i18n/messages.ts';
