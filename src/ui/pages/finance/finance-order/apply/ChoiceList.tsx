import type { ReactNode } from 'react';
import { RadioButton } from 'primereact/radiobutton';
import styles from '../FinanceOrderPages.module.css';

export interface Choice {
  id: string;
  title: string;
  sub?: ReactNode;
}

/** One choice among cards (product, funder, buyer): a radio group with a label per card. */
export function ChoiceList({
  name,
  label,
  choices,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  name: string;
  label: string;
  choices: readonly Choice[];
  value: string;
  onChange: (id: string) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  return (
    <div
      role="radiogroup"
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className={styles.choices}
      data-testid={`choices-${name}`}
    >
      {choices.map((choice) => {
        const id = `${name}-${choice.id}`;
        return (
          <label
            key={choice.id}
            htmlFor={id}
            className={styles.choice}
            data-selected={value === choice.id}
          >
            <RadioButton
              inputId={id}
              name={name}
              value={choice.id}
              checked={value === choice.id}
              onChange={() => onChange(choice.id)}
            />
            <span className={styles.choiceText}>
              <span translate="no">{choice.title}</span>
              {choice.sub && <span className={styles.choiceSub}>{choice.sub}</span>}
            </span>
          </label>
        );
      })}
    </div>
  );
}
