import { texts as firmwareTexts } from '@generated/messages-firmware.ts';
import { registerMessages } from '@/lib/i18n/messages.ts';

// these texts come with the screens that show them, not with the first screen
registerMessages(firmwareTexts);

export { msg, msgCount, type MessageKey } from '@/lib/i18n/messages.ts';
