import { useId, useRef } from 'react';
import { NumberInput } from '../../components/inputs/NumberInput';
import type { NumberInputOptions } from '../../../shared/format/number-input/options';
import { useUrlText } from './use-url-text';
import styles from './ReceivablesAnalytics.module.css';

interface Props {
  testId: string;
  label: string;
  value: string;
  options: NumberInputOptions;
  /** `leaving`: the field's blur commit (rounded, clamped), not a keystroke. */
  onCommit(text: string, leaving: boolean): void;
}

/**
 * One bound of the amount range, through the portal's number input (spec 000 §5): digits only
 * while typing, rounded, clamped to the options' minimum and maximum and padded on blur. The URL
 * follows every keystroke, as the other filters do.
 */
export function AmountFilter({ testId, label, value, options, onCommit }: Props) {
  const id = useId();
  const field = useRef<HTMLSpanElement>(null);
  // The input's blur commit runs once focus has already left it.
  const [text, change] = useUrlText(value, (next) =>
    onCommit(next, !field.current?.contains(document.activeElement)),
  );
  return (
    <span className={styles.filter} data-testid={testId} ref={field}>
      <label htmlFor={id} className={styles.filterLabel}>
        {label}
      </label>
      <span className={styles.amountInput}>
        <NumberInput id={id} value={text} options={options} onChange={change} />
      </span>
    </span>
  );
}
