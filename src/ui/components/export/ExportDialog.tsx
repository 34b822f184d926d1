import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { ProgressBar } from 'primereact/progressbar';
import { RadioButton } from 'primereact/radiobutton';
import type { TFunction } from 'i18next';
import type { ExportFormat, ExportProgress } from '../../../shared/export/export-request';
import { errorText } from '../../core/error-text';
import { useCore } from '../../core/use-core';
import { useExportRun, type ExportPhase, type StartExport } from './use-export-run';
import styles from './ExportDialog.module.css';

const FORMATS: readonly ExportFormat[] = ['xlsx', 'csv'];

interface Props {
  /** The list's title, in the user's language. */
  name: string;
  /** Rows the export will hold, when known (the list's total). */
  rowCount: number | null;
  start: StartExport;
  onClose: () => void;
}

const percent = (phase: ExportPhase): number => {
  if (phase.kind !== 'running' || !phase.progress || phase.progress.total === 0) return 0;
  return Math.floor((phase.progress.written / phase.progress.total) * 100);
};

/**
 * The progress line: from the click "Preparing… 0 of N" (N the list's total, before the worker
 * answers), then rows written of the total, then the file being finished. Each step changes the
 * text, so a user sees the export move from the first moment (docs/exports.md).
 */
function progressText(
  t: TFunction,
  progress: ExportProgress | null,
  rowCount: number | null,
  count: (n: number) => string,
): string {
  if (!progress) {
    return rowCount === null
      ? t('export.preparing')
      : t('export.preparing_total', { total: count(rowCount) });
  }
  const values = { written: count(progress.written), total: count(progress.total) };
  return progress.stage === 'finishing'
    ? t('export.finishing', values)
    : t('export.progress', values);
}

/**
 * Export of the list the user is looking at: a format, then a progress bar of rows written with
 * a Cancel; the page behind stays usable, and closing while it runs cancels it.
 */
export function ExportDialog({ name, rowCount, start, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const core = useCore();
  const [format, setFormat] = useState<ExportFormat>('xlsx');
  // Stable, so the run's unmount clean-up does not fire on every progress render.
  const cancel = useCallback((callId: string) => void core.cancel(callId), [core]);
  const { phase, run, stop } = useExportRun(start, cancel);
  const running = phase.kind === 'running';
  const count = (n: number) => n.toLocaleString(i18n.language);

  const close = () => {
    if (running) stop();
    onClose();
  };

  const footer = running ? (
    <Button type="button" label={t('export.cancel')} outlined onClick={stop} />
  ) : (
    <div className={styles.footer}>
      <Button type="button" label={t('export.close')} outlined onClick={close} />
      <Button
        type="button"
        label={t('export.start')}
        icon="pi pi-download"
        onClick={() => void run(format)}
      />
    </div>
  );

  return (
    <Dialog
      visible
      modal
      header={t('export.title', { name })}
      footer={footer}
      onHide={close}
      className={styles.dialog}
      data-testid="export-dialog"
    >
      <fieldset className={styles.formats} disabled={running}>
        <legend>{t('export.format')}</legend>
        {FORMATS.map((f) => (
          <label key={f} className={styles.format}>
            <RadioButton
              inputId={`export-format-${f}`}
              name="export-format"
              value={f}
              checked={format === f}
              onChange={() => setFormat(f)}
            />
            {t(`export.${f}`)}
          </label>
        ))}
      </fieldset>
      {rowCount !== null && <p>{t('export.rows_hint', { n: count(rowCount) })}</p>}
      {running && (
        <div className={styles.progress} data-testid="export-progress">
          <ProgressBar value={percent(phase)} />
          <span aria-live="polite">{progressText(t, phase.progress, rowCount, count)}</span>
        </div>
      )}
      {phase.kind === 'done' && (
        <p role="status" data-testid="export-done">
          {phase.rows === null
            ? t('export.done_file', { file: phase.fileName })
            : t('export.done', { file: phase.fileName, rows: count(phase.rows) })}
        </p>
      )}
      {phase.kind === 'cancelled' && (
        <p role="status" data-testid="export-cancelled">
          {t('export.cancelled')}
        </p>
      )}
      {phase.kind === 'failed' && (
        <p role="alert" data-testid="export-failed">
          {t('export.failed', { error: errorText(t, phase.error) })}
        </p>
      )}
    </Dialog>
  );
}
