import { startTransition, useCallback, useMemo, useState } from 'react';
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import type { CashflowDrill, CashflowInput } from '../../../shared/dashboard/cashflow';
import { formatCalendarDate } from '../../../shared/format/date';
import { errorText } from '../../core/error-text';
import { useCore } from '../../core/use-core';
import { receivablesStatus, session } from '../../state/core-state';
import { runningSync } from '../receivables-analytics/sync-state';
import { SyncStatusBar } from '../receivables-analytics/SyncStatusBar';
import { useReceivablesSync } from '../receivables-analytics/use-receivables-sync';
import { CashflowChart } from './CashflowChart';
import { CashflowControls } from './CashflowControls';
import { CashflowFigures } from './CashflowFigures';
import { shownCurrency } from './cashflow-query';
import { DrillSection } from './DrillSection';
import { bucketLabel, bucketOf, chartIndexOf, difference, forecastTotals } from './forecast-view';
import { useBuyers } from './use-buyers';
import { useCashflowQuery } from './use-cashflow-query';
import { useForecast } from './use-forecast';
import { WhatIfPanel } from './WhatIfPanel';
import { NO_WHAT_IF, toWhatIf, type WhatIfControls } from './what-if';
import heading from '../receivables-analytics/PageHeading.module.css';
import styles from './Cashflow.module.css';

/** Which bar's rows are listed, for which grain and currency (another view closes it). */
interface DrillState extends CashflowDrill {
  grain: CashflowInput['grain'];
}

/** The forecast of a company with receivables: sync state, controls, what-if, figures, chart, rows. */
export function SupplierForecast() {
  useSignals();
  const { t } = useTranslation();
  const core = useCore();
  const [query, update] = useCashflowQuery();
  const { refresh, cancel } = useReceivablesSync(core);
  // Computed keys: the page renders again when one changes, not at every status event of a sync.
  const cached = useComputed(
    () => receivablesStatus.value?.find((s) => s.dataset === 'dueBalance')?.syncedAt != null,
  ).value;
  // The end of a sync is a change too: financings are synced after the datasets' tables and
  // move no dataset's status, yet the forecast reads them.
  const syncing = useComputed(
    () =>
      runningSync.value !== null ||
      Boolean(receivablesStatus.value?.some((s) => s.phase === 'syncing')),
  ).value;
  // Null until the worker first told what it holds.
  const stored = useComputed(
    () =>
      receivablesStatus.value?.map((s) => `${s.dataset}:${s.syncedAt}:${s.rowCount}`).join() ??
      null,
  ).value;
  const dataKey = `${syncing}|${stored}`;

  // The what-if the forecast uses. The panel keeps what its fields show and hands each change
  // over in a transition: a buyer chosen renders the panel at once and the page after it in
  // slices, not the whole page in the click's task. Clearing remounts the panel (its key).
  const [controls, setControls] = useState<WhatIfControls>(NO_WHAT_IF);
  const [panelKey, setPanelKey] = useState(0);
  const applyControls = useCallback(
    (next: WhatIfControls) => startTransition(() => setControls(next)),
    [],
  );
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const whatIf = useMemo(() => toWhatIf(controls, selected), [controls, selected]);
  const state = useForecast(core, query.grain, whatIf, dataKey, cached);
  const buyers = useBuyers(core, dataKey, cached);
  // The worker knows whether every table it reads (financings too) has been synced once.
  const synced = cached && state.forecast?.synced !== false;

  const currencies = useMemo(
    () => state.forecast?.currencies.map((c) => c.currency) ?? [],
    [state.forecast],
  );
  const currency = shownCurrency(query.currency, currencies);
  const data = state.forecast?.currencies.find((c) => c.currency === currency) ?? null;
  const baseData = state.base?.currencies.find((c) => c.currency === currency) ?? null;
  const totals = data ? forecastTotals(data) : null;
  const baseTotals = baseData ? forecastTotals(baseData) : null;
  const grain = state.forecast?.grain ?? query.grain;

  const [drill, setDrill] = useState<DrillState | null>(null);
  const shownDrill =
    drill && data && drill.currency === data.currency && drill.grain === grain ? drill : null;
  const onSelect = useCallback(
    (index: number) => {
      if (!currency) return;
      const bucket = bucketOf(index);
      setDrill((current) => ({
        grain: query.grain,
        currency,
        bucket: bucket ?? 0,
        kind:
          bucket === null
            ? 'overdue'
            : current && current.kind !== 'overdue'
              ? current.kind
              : 'collections',
      }));
    },
    [currency, query.grain],
  );
  const onToggle = useCallback(
    (id: number) =>
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const clearWhatIf = useCallback(() => {
    setControls(NO_WHAT_IF);
    setPanelKey((key) => key + 1);
  }, []);
  const dateFormat = session.value?.timeFormat;
  const drillInput: CashflowInput = { grain, ...(whatIf ? { whatIf } : {}) };

  return (
    <section className={styles.page}>
      <header className={heading.heading}>
        <h1>{t('cashflow.title')}</h1>
        <SyncStatusBar dataset="dueBalance" onRefresh={() => void refresh()} onCancel={cancel} />
      </header>
      <p className={styles.intro}>{t('cashflow.intro')}</p>
      {!synced && stored !== null && (
        <Message
          severity="info"
          data-testid="cashflow-needs-sync"
          content={
            <div className={styles.note}>
              <strong>{t('cashflow.needs_sync.title')}</strong>
              <span>
                {syncing ? t('cashflow.needs_sync.running') : t('cashflow.needs_sync.text')}
              </span>
              {!syncing && (
                <Button
                  type="button"
                  label={t('cashflow.needs_sync.action')}
                  icon="pi pi-refresh"
                  size="small"
                  onClick={() => void refresh()}
                  data-testid="cashflow-sync"
                />
              )}
            </div>
          }
        />
      )}
      {synced && (
        <>
          <CashflowControls
            grain={query.grain}
            onGrain={(next) => update({ grain: next })}
            currency={currency}
            currencies={currencies}
            onCurrency={(next) => update({ currency: next })}
          />
          <WhatIfPanel
            key={panelKey}
            buyers={buyers}
            initial={controls}
            onChange={applyControls}
            selectedCount={selected.size}
            active={whatIf !== null}
            onClear={clearWhatIf}
            closingDifference={
              totals && baseTotals ? difference(totals.closing, baseTotals.closing) : null
            }
            currency={currency ?? ''}
          />
          {state.error !== null && (
            <Message
              severity="error"
              text={t('cashflow.failed', { error: errorText(t, state.error) })}
            />
          )}
          {state.forecast === null && state.error === null && (
            <p role="status">{t('cashflow.loading')}</p>
          )}
          {state.forecast !== null && (!data || !totals) && (
            <p role="status" data-testid="cashflow-empty">
              {t('cashflow.empty')}
            </p>
          )}
          {data && totals && (
            <div
              data-testid="cashflow-forecast"
              data-grain={grain}
              data-currency={data.currency}
              data-buckets={data.buckets.length}
              aria-busy={state.pending || undefined}
            >
              <CashflowFigures
                currency={data.currency}
                grain={grain}
                totals={totals}
                base={baseTotals}
                loading={false}
              />
              <p className={styles.hint}>{t('cashflow.chart.hint')}</p>
              <CashflowChart
                data={data}
                grain={grain}
                selected={
                  shownDrill
                    ? shownDrill.kind === 'overdue'
                      ? 0
                      : chartIndexOf(shownDrill.bucket)
                    : null
                }
                onSelect={onSelect}
              />
            </div>
          )}
          {shownDrill && data && (
            <DrillSection
              input={drillInput}
              drill={{
                currency: shownDrill.currency,
                bucket: shownDrill.bucket,
                kind: shownDrill.kind,
              }}
              data={data}
              bucketLabel={bucketLabel(data.buckets[shownDrill.bucket]?.start ?? '', grain, (iso) =>
                formatCalendarDate(iso, dateFormat),
              )}
              onKind={(kind) => setDrill({ ...shownDrill, kind })}
              onClose={() => setDrill(null)}
              selected={selected}
              onToggle={onToggle}
            />
          )}
        </>
      )}
    </section>
  );
}
