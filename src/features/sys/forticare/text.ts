import { texts as registrationTexts } from '@generated/messages-registration.ts';
import { texts as startupTexts } from '@generated/messages-startup.ts';
import { registerMessages } from '@/lib/i18n/messages.ts';

// the registration texts come with this feature, not with the first screen (the serial number and "Register" are the
// startup wizard's words, shared with its Register and SSO step)
registerMessages(registrationTexts);
registerMessages(startupTexts);

export { msg, type MessageKey } from '@/lib/i18n/messages.ts';
