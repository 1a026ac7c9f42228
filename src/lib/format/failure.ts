import { ApiError } from '@/lib/api/errors.ts';
import { msg, type MessageKey } from '@/lib/i18n/messages.ts';

/**
 * The catalogue's message for a failed action, followed by the appliance's own explanation when it sent one
 * ('Failed to lock the ADOM. ADOM root is locked by jsmith.'): the admin always reads the console's wording, and
 * learns why when the appliance says.
 */
export function failureText(error: unknown, key: MessageKey): string {
  const text = msg(key);
  const detail = error instanceof ApiError ? error.detail?.trim() : undefined;
  if (!detail || detail === text) return text;
  return `${text} ${detail}`;
}
