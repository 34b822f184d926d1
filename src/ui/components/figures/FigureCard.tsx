import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Skeleton } from 'primereact/skeleton';
import styles from './FigureCard.module.css';

export interface FigureTrend {
  /** Already formatted, e.g. "+4.2% on the same day last month". */
  text: string;
  direction: 'up' | 'down' | 'flat';
  /** Whether the change is favourable: colours the trend, whichever way it points. */
  good: boolean;
}

export interface FigureCardProps {
  label: string;
  /** Already formatted (money through src/shared/format/money.ts). */
  value: string;
  hint?: string;
  previous?: FigureTrend | null;
  /** The rows behind the figure: the whole card becomes a link there. */
  to?: string;
  testId?: string;
  loading?: boolean;
}

const ARROWS = { up: 'pi pi-arrow-up-right', down: 'pi pi-arrow-down-right', flat: 'pi pi-minus' };

function Trend({ trend }: { trend: FigureTrend }) {
  const { t } = useTranslation();
  const tone = trend.direction === 'flat' ? styles.flat : trend.good ? styles.good : styles.bad;
  const said =
    trend.direction === 'flat'
      ? t('charts.trend_flat')
      : `${t(trend.direction === 'up' ? 'charts.trend_up' : 'charts.trend_down')}, ${t(
          trend.good ? 'charts.trend_good' : 'charts.trend_bad',
        )}`;
  return (
    <span className={`${styles.trend} ${tone}`} data-trend={trend.direction} data-good={trend.good}>
      <i className={ARROWS[trend.direction]} aria-hidden="true" />
      <span className={styles.srOnly}>{said}: </span>
      <span>{trend.text}</span>
    </span>
  );
}

/**
 * A key figure: its label, the value large, an optional hint and the change against the
 * previous value (arrow, text, and in words for screen readers). With `to`, the whole card is a
 * link to the rows behind it. Cards in a FigureGrid share one height.
 */
export function FigureCard({ label, value, hint, previous, to, testId, loading }: FigureCardProps) {
  const { t } = useTranslation();
  const body: ReactNode = (
    <>
      <span className={styles.label}>{label}</span>
      {loading ? (
        <span className={styles.skeletons} aria-label={t('charts.loading')} role="status">
          <Skeleton width="70%" height="2rem" />
          <Skeleton width="45%" height="0.875rem" />
        </span>
      ) : (
        <>
          <span className={styles.value} translate="no">
            {value}
          </span>
          {hint && <span className={styles.hint}>{hint}</span>}
          {previous && <Trend trend={previous} />}
        </>
      )}
    </>
  );
  if (to && !loading) {
    return (
      <Link to={to} className={`${styles.card} ${styles.link}`} data-testid={testId}>
        {body}
      </Link>
    );
  }
  return (
    <div className={styles.card} data-testid={testId} aria-busy={loading || undefined}>
      {body}
    </div>
  );
}
