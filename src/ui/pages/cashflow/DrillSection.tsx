import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { SelectButton } from 'primereact/selectbutton';
import type {
  CashflowCurrency,
  CashflowDrill,
  CashflowDrillMade,
  CashflowInput,
} from '../../../shared/dashboard/cashflow';
import { formatMoney } from '../../../shared/format/money';
import { errorText } from '../../core/error-text';
import { useCore } from '../../core/use-core';
import { DrillTable } from './DrillTable';
import { useDrillQuery } from './use-drill-query';
import styles from './Cashflow.module.css';

interface Props {
  input: CashflowInput;
  drill: CashflowDrill;
  data: CashflowCurrency;
  /** The bucket's label as the chart shows it. */
  bucketLabel: string;
  onKind: (kind: 'collections' | 'repayments') => void;
  onClose: () => void;
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
}

/** The amount of the bar drilled into, exactly as the forecast has it. */
function expectedAmount(data: CashflowCurrency, drill: CashflowDrill): string {
  if (drill.kind === 'overdue') return data.overdue;
  const bucket = data.buckets[drill.bucket];
  if (!bucket) return '0.00';
  return drill.kind === 'collections' ? bucket.collections : bucket.repayments;
}

/** An amount with its currency code: data, never translated. */
function Money({ value, currency }: { value: string; currency: string }) {
  return (
    <span translate="no" className={styles.money}>
      {currency} {formatMoney(value, currency)}
    </span>
  );
}

/**
 * How the bar is made of the rows listed below, as the worker summed them from the same rows:
 * their outstanding (the table's sum) less their credit notes is the bar.
 */
function DrillMade({ made, currency }: { made: CashflowDrillMade; currency: string }) {
  const { t } = useTranslation();
  return (
    <p className={styles.drillMade} data-testid="cashflow-drill-made">
      <span data-testid="cashflow-drill-outstanding" data-amount={made.outstanding}>
        {t('cashflow.drill.made_outstanding')}{' '}
        <Money value={made.outstanding} currency={currency} />
      </span>
      <span data-testid="cashflow-drill-dilution" data-amount={made.dilution}>
        − {t('cashflow.drill.made_dilution')} <Money value={made.dilution} currency={currency} />
      </span>
      <span>
        = {t('cashflow.drill.made_amount')} <Money value={made.amount} currency={currency} />
      </span>
    </p>
  );
}

/** Below the chart: what the clicked bar is, its amount, and the rows behind it. */
export function DrillSection(props: Props) {
  const { drill, data } = props;
  const { t } = useTranslation();
  const core = useCore();
  const { view, error } = useDrillQuery(core, props.input, drill);
  const title =
    drill.kind === 'overdue'
      ? t('cashflow.drill.overdue')
      : t(`cashflow.drill.${drill.kind}`, { bucket: props.bucketLabel });
  const amount = expectedAmount(data, drill);

  return (
    <section
      className={styles.drill}
      aria-labelledby="cashflow-drill-title"
      data-testid="cashflow-drill"
    >
      <div className={styles.drillHead}>
        <h2 id="cashflow-drill-title" className={styles.sectionTitle}>
          {title}
        </h2>
        <span
          data-testid="cashflow-drill-amount"
          data-amount={amount}
          data-currency={data.currency}
        >
          {t('cashflow.drill.expected')} <Money value={amount} currency={data.currency} />
        </span>
        {drill.kind !== 'overdue' && (
          <SelectButton
            value={drill.kind}
            options={(['collections', 'repayments'] as const).map((value) => ({
              value,
              label: t(`cashflow.series.${value}`),
            }))}
            allowEmpty={false}
            onChange={(e: { value: 'collections' | 'repayments' | null }) => {
              if (e.value) props.onKind(e.value);
            }}
            aria-label={t('cashflow.drill.show')}
            data-testid="cashflow-drill-kind"
          />
        )}
        <Button
          type="button"
          icon="pi pi-times"
          rounded
          text
          aria-label={t('cashflow.drill.close')}
          tooltip={t('cashflow.drill.close')}
          onClick={props.onClose}
          data-testid="cashflow-drill-close"
        />
      </div>
      {view?.made && <DrillMade made={view.made} currency={data.currency} />}
      {error !== null && (
        <Message severity="error" text={t('cashflow.failed', { error: errorText(t, error) })} />
      )}
      {view && (
        <DrillTable
          view={view}
          name={t('cashflow.drill.export_name', { what: title })}
          selected={props.selected}
          onToggle={props.onToggle}
        />
      )}
    </section>
  );
}
