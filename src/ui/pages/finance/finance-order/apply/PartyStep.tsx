import { useTranslation } from 'react-i18next';
import { ProgressSpinner } from 'primereact/progressspinner';
import { errorText } from '../../../../core/error-text';
import styles from '../FinanceOrderPages.module.css';
import { ChoiceList, type Choice } from './ChoiceList';
import type { Loaded } from './use-loaded';

/** One choosing step (product, funder, buyer): its choices, or why there are none. */
export function PartyStep({
  name,
  label,
  loaded,
  value,
  onChange,
  emptyText,
  error,
}: {
  name: string;
  label: string;
  loaded: Loaded<Choice[]>;
  value: string;
  onChange: (id: string) => void;
  emptyText: string;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const errorId = `${name}-error`;
  if (loaded.status === 'loading') return <ProgressSpinner style={{ width: 32, height: 32 }} />;
  if (loaded.status === 'error') return <p role="alert">{errorText(t, loaded.error)}</p>;
  return (
    <div className={styles.field} data-field={name}>
      <span>
        {label}
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      </span>
      {loaded.value.length === 0 ? (
        <p>{emptyText}</p>
      ) : (
        <ChoiceList
          name={name}
          label={label}
          choices={loaded.value}
          value={value}
          onChange={onChange}
          invalid={error !== undefined}
          describedBy={error ? errorId : undefined}
        />
      )}
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
