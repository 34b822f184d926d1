import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import type { DatasetId } from '../../../shared/receivables/datasets';
import { formatDate } from '../../../shared/format/date';
import { errorText, translateKey } from '../../core/error-text';
import { receivablesStatus, session, syncProgress } from '../../state/core-state';
import { runningSync, syncOutcome } from './sync-state';
import { formatCount } from './format-count';
import { progressView } from './sync-progress';
import styles from './ReceivablesAnalytics.module.css';

interface Props {
  dataset: DatasetId;
  onRefresh(): void;
  onCancel(): void;
}

/** When the active dataset was last synced, how many rows are stored, refresh and its progress. */
export function SyncStatusBar({ dataset, onRefresh, onCancel }: Props) {
  useSignals();
  const { t } = useTranslation();
  const status = receivablesStatus.value?.find((s) => s.dataset === dataset);
  const busy = runningSync.value !== null || status?.phase === 'syncing';
  const user = session.value;
  const progress = progressView(syncProgress.value);
  const outcome = syncOutcome.value;
  const failure =
    outcome?.kind === 'failed'
      ? errorText(t, outcome.error)
      : status?.phase === 'failed' && status.error
        ? translateKey(t, status.error.messageKey, status.error.message)
        : null;
  const cancelled = outcome?.kind === 'cancelled' || (!busy && status?.phase === 'cancelled');

  return (
    <div className={styles.syncBar}>
      <span data-testid="receivables-last-synced">
        {status?.syncedAt
          ? t('receivables.sync.last_synced', {
              time: formatDate(status.syncedAt, {
                timeZone: user?.timeZone,
                format: user?.timeFormat,
                withTime: true,
              }),
            })
          : t('receivables.sync.never')}
      </span>
      <span data-testid="receivables-cached-rows" data-load-ms={status?.loadMs}>
        {t('receivables.sync.cached_rows', { rows: formatCount(status?.rowCount ?? 0) })}
      </span>
      <Button
        data-testid="receivables-refresh"
        label={t('receivables.sync.refresh')}
        icon="pi pi-refresh"
        size="small"
        disabled={busy}
        onClick={onRefresh}
      />
      {busy && (
        <>
          <Button
            data-testid="receivables-cancel"
            label={t('receivables.sync.cancel')}
            icon="pi pi-times"
            size="small"
            severity="secondary"
            outlined
            disabled={runningSync.value === null}
            onClick={onCancel}
          />
          <div className={styles.progress}>
            <ProgressBar
              data-testid="receivables-sync-progress"
              aria-label={t('receivables.sync.progress')}
              mode={progress.percent === null ? 'indeterminate' : 'determinate'}
              value={progress.percent ?? 0}
              style={{ height: 8 }}
              showValue={false}
            />
            <small>
              {status?.syncedAt ? '' : `${t('receivables.sync.first_sync')} `}
              {progress.table !== null &&
                t('receivables.sync.syncing', {
                  table: translateKey(
                    t,
                    `receivables.sync.table.${progress.table}`,
                    progress.table,
                  ),
                  loaded: formatCount(progress.loaded),
                  total: formatCount(progress.total),
                })}
            </small>
          </div>
        </>
      )}
      {!busy && failure && (
        <span role="alert" data-testid="receivables-sync-error" className={styles.error}>
          {t('receivables.sync.failed_kept', { error: failure })}
        </span>
      )}
      {!busy && !failure && cancelled && (
        <span role="status" data-testid="receivables-sync-cancelled">
          {t('receivables.sync.cancelled')}
        </span>
      )}
    </div>
  );
}
