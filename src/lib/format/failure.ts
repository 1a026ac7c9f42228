import { ApiError, transportReason } from '@/lib/api/errors.ts';
import { msg, type MessageKey } from '@/lib/i18n/messages.ts';

/**
 * The catalogue's message for a failed action, followed by the appliance's own explanation when it sent one
 * ('Failed to lock the ADOM. ADOM root is locked by jsmith.'): the admin always reads the console's wording, and
 * learns why when the appliance says.
 */
export function failureText(error: unknown, key: MessageKey): string {
  const text = msg(key);
  // a call that timed out or answered unreadably says so, as the appliance's own explanation would
  const detail = error instanceof ApiError ? error.detail?.trim() : transportReason(error);
  if (!detail || detail === text) return text;
  return `${text} ${detail}`;
}
