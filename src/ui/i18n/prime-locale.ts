import { addLocale, locale, localeOptions } from 'primereact/api';
import type { Language } from '../../shared/constants';
import { primeZhCn } from './prime-locale-zh-cn';

/**
 * PrimeReact's English, with the texts its `en` locale gets wrong for a screen reader: a row's
 * checkbox is named by what it does ("Select row"), not "Row Selected" while it is not; and the
 * calendar's default format is the portal's YYYY/MM/DD.
 */
function primeEnUs(): object {
  const en = localeOptions('en') as { aria: Record<string, string> };
  return {
    ...en,
    dateFormat: 'yy/mm/dd',
    aria: {
      ...en.aria,
      selectRow: 'Select row',
      unselectRow: 'Deselect row',
      selectAll: 'All rows selected',
      unselectAll: 'Select all rows',
      jumpToPageDropdownLabel: 'Rows per page',
    },
  };
}

let installed = false;

/**
 * Switches PrimeReact's own texts (paginator, calendar, filter menus, ConfirmDialog's buttons,
 * aria labels) with the portal's language. Components read the locale when they render, so the
 * caller switches this before i18next, whose change re-renders the screens.
 */
export function applyPrimeLocale(language: Language): void {
  if (!installed) {
    addLocale('en-US', primeEnUs());
    addLocale('zh-CN', primeZhCn);
    installed = true;
  }
  locale(language);
}
