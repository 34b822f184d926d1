import { useEffect, useState } from 'react';
import type { RecordFormMode } from '../../../api/endpoints/pages/record-form';
import type { FormConfig } from '../../../shared/form-config/field-config';
import { useCore } from '../../core/use-core';

type Rec = Record<string, unknown>;

export type RecordFormLoad =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'missing' }
  /** The record's state allows no change in any mode. */
  | { status: 'locked'; record: Rec }
  | { status: 'ready'; mode: RecordFormMode; config: FormConfig; record: Rec | null };

/**
 * Loads what a record form needs: the record (when changing one), the mode its state allows and
 * that mode's field configuration, in that order. The answer remembers its key, so another
 * record shows loading without a reset. `modeFor` must be stable (a module-level function).
 */
export function useRecordForm(
  pageId: string,
  id: string | null,
  modeFor: (record: Rec | null) => RecordFormMode | null,
): RecordFormLoad {
  const core = useCore();
  const key = `${pageId}:${id ?? ''}`;
  const [answer, setAnswer] = useState<{ key: string; load: RecordFormLoad } | null>(null);

  useEffect(() => {
    let live = true;
    const settle = (load: RecordFormLoad) => live && setAnswer({ key, load });
    (async () => {
      const record = id === null ? null : await core.pages.formRecord(pageId, id);
      if (id !== null && !record) return settle({ status: 'missing' });
      const mode = modeFor(record);
      if (!mode) return settle({ status: 'locked', record: record ?? {} });
      const config = await core.forms.recordConfig(pageId, mode);
      return settle({ status: 'ready', mode, config, record });
    })().catch((error: unknown) => settle({ status: 'failed', error }));
    return () => {
      live = false;
    };
  }, [core, key, pageId, id, modeFor]);

  return answer?.key === key ? answer.load : { status: 'loading' };
}
