import type { ReactNode } from 'react';
import styles from './FigureCard.module.css';

interface Props {
  children: ReactNode;
  /** The narrowest a card may get before the grid wraps (CSS length; default 14rem). */
  minCardWidth?: string;
  label?: string;
  testId?: string;
}

/** A responsive grid of FigureCards: as many columns as fit, every card of a row one height. */
export function FigureGrid({ children, minCardWidth, label, testId }: Props) {
  return (
    <div
      className={styles.grid}
      style={
        minCardWidth
          ? { gridTemplateColumns: `repeat(auto-fill, minmax(min(${minCardWidth}, 100%), 1fr))` }
          : undefined
      }
      role={label ? 'group' : undefined}
      aria-label={label}
      data-testid={testId}
    >
      {children}
    </div>
  );
}
