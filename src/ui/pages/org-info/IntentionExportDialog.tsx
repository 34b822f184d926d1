import { useCallback } from 'react';
import { proxy } from 'comlink';
import { useTranslation } from 'react-i18next';
import type { IntentionState } from '../../../shared/org-info/intention-lifecycle';
import { exportColumnRequests } from '../../../shared/page-declaration/export-columns';
import type { TableColumn } from '../../../shared/page-declaration/table-columns';
import { ExportDialog } from '../../components/export/ExportDialog';
import type { StartExport } from '../../components/export/use-export-run';
import { useCellContext } from '../../components/search-list/use-cell-context';
import { translateKey } from '../../core/error-text';
import { useCore } from '../../core/use-core';
import { INTENTION_DISPLAY_STATES, INTENTION_STATE_LABELS, intentionPage } from './intention-page';
import { rateWords } from './rate-words';

interface Props {
  /** The visible columns in their order: the file's columns. */
  columns: readonly TableColumn[];
  state: IntentionState | 'ALL';
  rowCount: number | null;
  onClose: () => void;
}

/**
 * /org/info's Export: every intention of the state filter, read by the worker from the intention
 * list (src/worker/export/intention-rows.ts), the visible columns with the texts the table shows.
 */
export function IntentionExportDialog({ columns, state, rowCount, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const core = useCore();
  const { timeZone } = useCellContext();
  const name = translateKey(t, intentionPage.titleKey);

  const start = useCallback<StartExport>(
    (format, callId, onProgress) => {
      const labelsOf = (group: string) =>
        group === INTENTION_STATE_LABELS
          ? Object.fromEntries(
              INTENTION_DISPLAY_STATES.map((s) => [s, t(`${INTENTION_STATE_LABELS}.${s}`)]),
            )
          : undefined;
      return core.exports.run(
        callId,
        {
          source: { kind: 'intentions', state, rateWords: rateWords(t) },
          format,
          columns: exportColumnRequests(columns, (key) => translateKey(t, key, key), labelsOf),
          title: name,
          timeZone,
          language: i18n.language,
        },
        proxy(onProgress),
      );
    },
    [core, state, columns, t, i18n, timeZone, name],
  );

  return <ExportDialog name={name} rowCount={rowCount} start={start} onClose={onClose} />;
}
