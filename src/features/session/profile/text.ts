import { texts as profileTexts } from '@generated/messages-profile.ts';
import { texts as avatarTexts } from '@generated/messages-avatar.ts';
import { registerMessages } from '@/lib/i18n/messages.ts';

// these texts come with the screens that show them, not with the first screen
registerMessages(profileTexts);
registerMessages(avatarTexts);

export { msg, msgCount, type MessageKey } from '@/lib/i18n/messages.ts';
