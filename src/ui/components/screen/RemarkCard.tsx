import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { InputTextarea } from 'primereact/inputtextarea';
import { REMARK_MAX_LENGTH, remarkCount } from '../../../shared/screen/remark';
import { SectionCard } from './SectionCard';
import styles from './RemarkCard.module.css';

interface Props {
  value: string;
  onChange: (text: string) => void;
  /** The card's title; "Remark" by default. */
  title?: string;
  disabled?: boolean;
  rows?: number;
}

/**
 * A remark in a card: a textarea with a live `n / 500` counter. Text beyond the limit is kept
 * (no `maxLength`, which would silently cut a paste) and marked invalid, so the user decides what
 * to shorten; the form checks `remarkCount(...).over` before it saves.
 */
export function RemarkCard({ value, onChange, title, disabled, rows = 4 }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const count = remarkCount(value, REMARK_MAX_LENGTH);
  const label = title ?? t('screen.remark.label');
  return (
    <SectionCard title={<label htmlFor={id}>{label}</label>}>
      <InputTextarea
        id={id}
        value={value}
        rows={rows}
        autoResize
        disabled={disabled}
        invalid={count.over}
        aria-invalid={count.over}
        aria-describedby={`${id}-count`}
        className={styles.text}
        onChange={(e) => onChange(e.target.value)}
        data-testid="remark-text"
      />
      <div className={styles.foot}>
        {count.over && (
          <span role="alert" className={styles.over}>
            {t('screen.remark.over', { max: count.max })}
          </span>
        )}
        <small
          id={`${id}-count`}
          className={count.over ? `${styles.counter} ${styles.over}` : styles.counter}
          data-testid="remark-counter"
        >
          {t('screen.remark.counter', { count: count.length, max: count.max })}
        </small>
      </div>
    </SectionCard>
  );
}
