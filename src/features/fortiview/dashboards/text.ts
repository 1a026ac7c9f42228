import { texts } from '@generated/messages-dashboard.ts';
import { registerMessages } from '@/lib/i18n/messages.ts';

// the dashboards' texts come with the dashboards, not with the first screen
registerMessages(texts);

export { msg, msgCount, type MessageKey } from '@/lib/i18n/messages.ts';
