import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import type { QueryControl } from '../../../shared/page-declaration/query-controls';
import { DateInput } from '../inputs/DateInput';
import { dictionaries } from '../../state/app-state';
import { translateKey } from '../../core/error-text';
import styles from './SearchList.module.css';

interface Props {
  control: QueryControl;
  values: Readonly<Record<string, string>>;
  onChange: (field: string, value: string) => void;
}

/** One control of the query form: text input, dictionary select (with 'all'), or a date range. */
export function QueryControlInput({ control, values, onChange }: Props) {
  useSignals();
  const { t, i18n } = useTranslation();
  const label = translateKey(t, control.labelKey);
  const id = `search-${control.key}`;
  const value = (field: string) => values[field] ?? '';

  if (control.control === 'select') {
    const chinese = i18n.language.startsWith('zh');
    const entries = dictionaries.value.get(control.dictionary ?? '') ?? [];
    // The 'all' option has an empty key (spec 000 §3): choosing it removes the condition.
    const options = [
      { label: t('search_list.all'), value: '' },
      ...entries.map((e) => ({
        label: (chinese ? e.cnValue : e.enValue) || e.dicKey,
        value: e.dicKey,
      })),
    ];
    return (
      <>
        <label htmlFor={id}>{label}</label>
        <Dropdown
          inputId={id}
          value={value(control.key)}
          options={options}
          onChange={(e) => onChange(control.key, String(e.value ?? ''))}
        />
      </>
    );
  }
  if (control.control === 'dateRange') {
    const [begin = '', end = ''] = control.fields;
    return (
      <>
        <label htmlFor={id}>{label}</label>
        {/* Picked and shown in the user's format (YYYY/MM/DD by default), not the browser's. */}
        <span className={styles.dateRange}>
          <DateInput id={id} value={value(begin)} onChange={(iso) => onChange(begin, iso)} />
          <label htmlFor={`${id}-end`} className={styles.dateRangeTo}>
            <span className={styles.visuallyHidden}>{label}</span>
            {t('search_list.to')}
          </label>
          <DateInput id={`${id}-end`} value={value(end)} onChange={(iso) => onChange(end, iso)} />
        </span>
      </>
    );
  }
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <InputText
        id={id}
        value={value(control.key)}
        onChange={(e) => onChange(control.key, e.target.value)}
      />
    </>
  );
}
