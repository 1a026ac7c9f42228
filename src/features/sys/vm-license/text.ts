import { texts as licenseTexts } from '@generated/messages-license.ts';
import { registerMessages } from '@/lib/i18n/messages.ts';

// these texts come with the screens that show them, not with the first screen
registerMessages(licenseTexts);

export { msg, msgCount, type MessageKey } from '@/lib/i18n/messages.ts';
