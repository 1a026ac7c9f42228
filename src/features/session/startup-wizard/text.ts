import { texts } from '@generated/messages-startup.ts';
import { texts as registrationTexts } from '@generated/messages-registration.ts';
import { registerMessages } from '@/lib/i18n/messages.ts';

// the startup and registration texts come with this feature, not with the first screen
registerMessages(texts);
registerMessages(registrationTexts);

export { msg, msgCount, type MessageKey } from '@/lib/i18n/messages.ts';
