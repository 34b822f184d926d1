import { InputText } from 'primereact/inputtext';
import { useUrlText } from './use-url-text';
import styles from './ReceivablesAnalytics.module.css';

interface Props {
  testId: string;
  label: string;
  value: string;
  onCommit(text: string): void;
  placeholder?: string;
  type?: 'text' | 'date';
  inputMode?: 'text' | 'decimal';
  width?: number;
  /** Bounds of a date filter (`YYYY-MM-DD`); '' for none. */
  min?: string;
  max?: string;
}

/** One text, date or amount filter: updates the URL (and so the rows) on every keystroke. */
export function TextFilter({ testId, label, value, onCommit, type = 'text', ...rest }: Props) {
  const [text, change] = useUrlText(value, onCommit);
  return (
    <label className={styles.filter}>
      <span className={styles.filterLabel}>{label}</span>
      <InputText
        data-testid={testId}
        aria-label={label}
        type={type}
        value={text}
        placeholder={rest.placeholder}
        inputMode={rest.inputMode}
        style={{ width: rest.width }}
        min={rest.min || undefined}
        max={rest.max || undefined}
        onChange={(event) => change(event.target.value)}
      />
    </label>
  );
}
