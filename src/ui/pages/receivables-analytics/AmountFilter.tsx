import { useId } from 'react';
import { NumberInput } from '../../components/inputs/NumberInput';
import type { NumberInputOptions } from '../../../shared/format/number-input/options';
import { useUrlText } from './use-url-text';
import styles from './ReceivablesAnalytics.module.css';

interface Props {
  testId: string;
  label: string;
  value: string;
  options: NumberInputOptions;
  onCommit(text: string): void;
  /** After the field's own blur commit: where the other bound is brought back in range. */
  onBlur?: () => void;
}

/**
 * One bound of the amount range, through the portal's number input (spec 000 §5): digits only
 * while typing, rounded, clamped to the options' minimum and maximum and padded on blur. The URL
 * follows every keystroke, as the other filters do.
 */
export function AmountFilter({ testId, label, value, options, onCommit, onBlur }: Props) {
  const id = useId();
  const [text, change] = useUrlText(value, onCommit);
  return (
    <span className={styles.filter} data-testid={testId} onBlur={onBlur}>
      <label htmlFor={id} className={styles.filterLabel}>
        {label}
      </label>
      <span className={styles.amountInput}>
        <NumberInput id={id} value={text} options={options} onChange={change} />
      </span>
    </span>
  );
}
