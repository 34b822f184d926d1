import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { InputTextarea } from 'primereact/inputtextarea';
import { REMARK_MAX_LENGTH, remarkCount, withinRemark } from '../../../shared/screen/remark';
import { SectionCard } from './SectionCard';
import formStyles from '../config-form/ConfigForm.module.css';
import styles from './RemarkCard.module.css';

interface Props {
  value: string;
  onChange: (text: string) => void;
  /** The card's title; "Remark" by default. */
  title?: string;
  disabled?: boolean;
  rows?: number;
  /** The textarea's id (a form's `field-remark`); generated when absent. */
  id?: string;
  required?: boolean;
  /** A problem the form found (required, or the server's), shown under the text. */
  error?: string | null;
  testId?: string;
}

/**
 * A remark in a card (spec 001 §2): a textarea with a live `n / 500` counter that refuses more
 * than 500 characters (issue 17): typing stops there and a paste keeps its first 500, counted as
 * the user sees them (code points). A stored remark already longer (written before the limit) is
 * shown whole and marked, so nothing is lost silently; it cannot grow.
 */
export function RemarkCard({
  value,
  onChange,
  title,
  disabled,
  rows = 4,
  id: givenId,
  required,
  error,
  testId,
}: Props) {
  const { t } = useTranslation();
  const ownId = useId();
  const id = givenId ?? ownId;
  const count = remarkCount(value, REMARK_MAX_LENGTH);
  const label = title ?? t('screen.remark.label');
  const describedBy = [`${id}-count`, ...(error ? [`${id}-error`] : [])].join(' ');
  return (
    <SectionCard
      testId={testId}
      title={
        <label htmlFor={id}>
          {required && (
            <span className={styles.required} aria-hidden="true">
              *{' '}
            </span>
          )}
          {label}
        </label>
      }
    >
      <InputTextarea
        id={id}
        value={value}
        rows={rows}
        autoResize
        disabled={disabled}
        invalid={count.over || Boolean(error)}
        aria-invalid={count.over || Boolean(error)}
        aria-required={required === true}
        aria-describedby={describedBy}
        className={styles.text}
        onChange={(e) => onChange(withinRemark(e.target.value, value))}
        data-testid="remark-text"
      />
      <div className={styles.foot}>
        {error && (
          <small id={`${id}-error`} role="alert" className={`p-error ${formStyles.error}`}>
            {error}
          </small>
        )}
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
