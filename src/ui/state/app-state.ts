import { computed, signal } from '@preact/signals-react';
import { session } from './core-state';
import type { DictEntry } from '../../api/endpoints/company/dict-list';

const COLLAPSED_KEY = 'portalMenuCollapsed';

/** App state of the spec: collapsed, locale, timeZone, timeFormat and the dictionary map. */
export const collapsed = signal(localStorage.getItem(COLLAPSED_KEY) === '1');

export function setCollapsed(next: boolean): void {
  collapsed.value = next;
  localStorage.setItem(COLLAPSED_KEY, next ? '1' : '0');
}

const CLOSED_GROUPS_KEY = 'portalMenuClosedGroups';

/** Stored by hand or by an older build: anything but an array of strings counts as "none closed". */
function readClosedGroups(): ReadonlySet<string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(CLOSED_GROUPS_KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((g) => typeof g === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Side-menu groups the user folded away; every group is open until folded. */
export const closedGroups = signal<ReadonlySet<string>>(readClosedGroups());

export function setGroupOpen(group: string, open: boolean): void {
  if (closedGroups.value.has(group) !== open) return;
  const next = new Set(closedGroups.value);
  if (open) next.delete(group);
  else next.add(group);
  closedGroups.value = next;
  localStorage.setItem(CLOSED_GROUPS_KEY, JSON.stringify([...next]));
}

export const timeZone = computed(() => session.value?.timeZone || '+8');
export const timeFormat = computed(() => session.value?.timeFormat || 'YYYY/MM/DD');

/** Dictionary entries by group, for selects and table cells. */
export const dictionaries = computed(() => {
  const byGroup = new Map<string, DictEntry[]>();
  for (const entry of session.value?.dictionaries ?? []) {
    const list = byGroup.get(entry.grp) ?? [];
    list.push(entry);
    byGroup.set(entry.grp, list);
  }
  return byGroup;
});
