import { texts as postgresTexts } from '@generated/messages-postgres.ts';
import { registerMessages } from '@/lib/i18n/messages.ts';

// these texts come with the screens that show them, not with the first screen
registerMessages(postgresTexts);

export { msg, msgCount, type MessageKey } from '@/lib/i18n/messages.ts';
