import { texts as processMonitorTexts } from '@generated/messages-process-monitor.ts';
import { registerMessages } from '@/lib/i18n/messages.ts';

// these texts come with the screens that show them, not with the first screen
registerMessages(processMonitorTexts);

export { msg, msgCount, type MessageKey } from '@/lib/i18n/messages.ts';
