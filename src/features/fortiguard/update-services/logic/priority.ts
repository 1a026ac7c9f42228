import type { UmDownloadPriority } from '@generated/types/entities.ts';
import type { MessageKey } from '@/lib/i18n/messages.ts';

/** The list with the item at `index` moved by `delta` places (kept inside the list). */
export function moveItem<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const to = index + delta;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const out = [...list];
  const [item] = out.splice(index, 1);
  out.splice(to, 0, item as T);
  return out;
}

/** Why a priority cannot be saved: downloading only the listed packages needs at least one. */
export function priorityProblem(priority: UmDownloadPriority): MessageKey | null {
  return priority.flags === 1 && priority.objectList.length === 0 ? 'fortiguard.priorityNeedsPackages' : null;
}
