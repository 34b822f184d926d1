import { useCallback } from 'react';
import { proxy } from 'comlink';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { ExportColumnRequest } from '../../../shared/export/export-request';
import { DATASETS, type DatasetId } from '../../../shared/receivables/datasets';
import type { ViewQuery } from '../../../shared/receivables/view-types';
import { translateKey } from '../../core/error-text';
import { useCore } from '../../core/use-core';
import { ExportDialog } from '../../components/export/ExportDialog';
import type { StartExport } from '../../components/export/use-export-run';
import { timeZone } from '../../state/app-state';
import { TRANSLATED_FIELDS, valueLabeller } from './value-labels';

interface Props {
  dataset: DatasetId;
  query: ViewQuery;
  rowCount: number | null;
  onClose: () => void;
  /** The file's and dialog's name when another page exports a view of this dataset. */
  name?: string;
}

const VALUE_TYPES = { string: 'text', number: 'number', money: 'money', date: 'date' } as const;

/**
 * Export of a cached receivables dataset: every row of the current view, read from the local
 * engine in the worker (no row limit), in the table's visible columns and order.
 */
export function DatasetExportDialog({ dataset, query, rowCount, onClose, name: named }: Props) {
  useSignals();
  const { t, i18n } = useTranslation();
  const core = useCore();
  const zone = timeZone.value;
  const name = named ?? `${t('receivables.title')} - ${t(`receivables.tab.${dataset}`)}`;

  const start = useCallback<StartExport>(
    async (format, callId, onProgress) => {
      const spec = DATASETS[dataset];
      const label = valueLabeller(t);
      const columns = await Promise.all(
        spec.columns
          .filter((c) => !c.hidden)
          .map(async (c): Promise<ExportColumnRequest> => {
            const column: ExportColumnRequest = {
              key: c.name,
              title: translateKey(t, c.label, c.name),
              type: VALUE_TYPES[c.type],
              widthPx: c.width,
              // The file sums what the view's totals sum.
              summable: spec.sumBy.includes(c.name),
              ...(c.currencyField ? { currencyField: c.currencyField } : {}),
            };
            if (!TRANSLATED_FIELDS.has(c.name)) return column;
            // Codes are few (statuses, reasons): their labels travel with the request.
            const options = await core.receivables.options(dataset, c.name, []);
            const labels = Object.fromEntries(
              options.flatMap((o) =>
                o.value === null ? [] : [[String(o.value), label(c.name, o.value)]],
              ),
            );
            return { ...column, labels };
          }),
      );
      return core.exports.run(
        callId,
        {
          source: { kind: 'dataset', dataset, query },
          format,
          columns,
          title: name,
          timeZone: zone,
          language: i18n.language,
          summaryLabel: t('common.summary'),
        },
        proxy(onProgress),
      );
    },
    [core, dataset, query, t, i18n, zone, name],
  );

  return <ExportDialog name={name} rowCount={rowCount} start={start} onClose={onClose} />;
}
