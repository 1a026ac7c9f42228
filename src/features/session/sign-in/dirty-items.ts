import type { MessageKey } from '@/lib/i18n/messages.ts';

export type DirtyItemType = 'device' | 'object_category' | 'adom' | 'policy_package';

export interface DirtyItem {
  type: DirtyItemType;
  name: string;
  adom?: string;
}

export interface DirtyGroup {
  type: DirtyItemType;
  label: MessageKey;
  names: string[];
}

const ORDER: Array<[DirtyItemType, MessageKey]> = [
  ['device', 'shell.dirtyDevice'],
  ['object_category', 'shell.dirtyObjectCategory'],
  ['adom', 'shell.dirtyAdom'],
  ['policy_package', 'shell.dirtyPolicyPackage'],
];

/** Unsaved workspace items grouped by type, in a fixed order; empty groups are left out. */
export function groupDirtyItems(items: readonly DirtyItem[]): DirtyGroup[] {
  return ORDER.map(([type, label]) => ({
    type,
    label,
    names: items.filter((i) => i.type === type).map((i) => (i.adom ? `${i.name} (${i.adom})` : i.name)),
  })).filter((g) => g.names.length > 0);
}
