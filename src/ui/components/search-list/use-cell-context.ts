import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { dictionaries, timeFormat, timeZone } from '../../state/app-state';
import type { CellContext } from './cell-text';

/** What cells need to show values: dictionaries, the UI language, the user's zone and format. */
export function useCellContext(): CellContext {
  useSignals();
  const { i18n } = useTranslation();
  return {
    dictionaries: dictionaries.value,
    chinese: i18n.language.startsWith('zh'),
    timeZone: timeZone.value,
    timeFormat: timeFormat.value,
  };
}
