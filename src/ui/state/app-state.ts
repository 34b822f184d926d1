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
