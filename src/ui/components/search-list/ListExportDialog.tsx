import { useCallback } from 'react';
import { proxy } from 'comlink';
import { useTranslation } from 'react-i18next';
import { exportColumnRequests } from '../../../shared/page-declaration/export-columns';
import type { ListState } from '../../../shared/page-declaration/list-state';
import type { TableColumn } from '../../../shared/page-declaration/table-columns';
import type { PageDeclaration } from '../../../shared/page-declaration/types';
import { translateKey } from '../../core/error-text';
import { useCore } from '../../core/use-core';
import { ExportDialog } from '../export/ExportDialog';
import type { StartExport } from '../export/use-export-run';
import { useCellContext } from './use-cell-context';

interface Props {
  declaration: PageDeclaration;
  /** The visible columns in their order: the file's columns. */
  columns: readonly TableColumn[];
  state: ListState;
  rowCount: number | null;
  onClose: () => void;
}

/**
 * A search-list page's Export: the list's current filters and sort, read by the worker from
 * the server in pages of 20 000, its visible columns with the labels the table shows.
 */
export function ListExportDialog({ declaration, columns, state, rowCount, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const core = useCore();
  const context = useCellContext();
  const name = translateKey(t, declaration.titleKey);
  const summary = declaration.export?.summary ?? columns.some((c) => c.summable);
  const sequence = declaration.export?.sequence ?? false;

  const start = useCallback<StartExport>(
    (format, callId, onProgress) => {
      const labelsOf = (group: string) => {
        const entries = context.dictionaries.get(group);
        if (!entries) return undefined;
        return Object.fromEntries(
          entries.map((e) => [e.dicKey, (context.chinese ? e.cnValue : e.enValue) || e.dicKey]),
        );
      };
      return core.exports.run(
        callId,
        {
          // isEqual rides on the list's first query only (spec 000 §2), not on later requests.
          source: { kind: 'page', pageId: declaration.id, state, isEqual: null },
          format,
          columns: exportColumnRequests(columns, (key) => translateKey(t, key, key), labelsOf),
          title: name,
          timeZone: context.timeZone,
          language: i18n.language,
          ...(sequence ? { sequenceTitle: t('export.sequence') } : {}),
          ...(summary ? { summaryLabel: t('common.summary') } : {}),
        },
        proxy(onProgress),
      );
    },
    [core, declaration.id, state, columns, t, i18n, context, name, sequence, summary],
  );

  return <ExportDialog name={name} rowCount={rowCount} start={start} onClose={onClose} />;
}
