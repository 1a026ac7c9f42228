import { texts } from '@generated/messages-analyzer-fabric.ts';
import { registerMessages } from '@/lib/i18n/messages.ts';

// the analyzer fabric texts come with its screen, not with the first screen
registerMessages(texts);

export { msg, msgCount, type MessageKey } from '@/lib/i18n/messages.ts';
