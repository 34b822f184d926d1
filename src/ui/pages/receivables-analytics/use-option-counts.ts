import { useEffect, useState } from 'react';
import type { DatasetId } from '../../../shared/receivables/datasets';
import type { OptionCountView, ViewFilter } from '../../../shared/receivables/view-types';
import type { Core } from '../../core/bridge';
import { createLatestCall } from '../../components/virtual-table/latest-call';

/**
 * A multi-select's values with their counts under the other filters, asked only while its
 * panel is open (so typing elsewhere costs the worker nothing for closed lists), one request
 * at a time with the newest winning.
 */
export function useOptionCounts(
  core: Core,
  dataset: DatasetId,
  field: string,
  filters: readonly ViewFilter[],
  open: boolean,
) {
  const [call] = useState(createLatestCall);
  const [answer, setAnswer] = useState<{
    filters: readonly ViewFilter[];
    options: OptionCountView[];
  }>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    call(() => core.receivables.options(dataset, field, [...filters])).then(
      (options) => {
        if (!live) return;
        setFailed(false);
        setAnswer({ filters, options });
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [call, core, dataset, field, filters, open]);

  return {
    options: answer?.options ?? [],
    loading: open && !failed && answer?.filters !== filters,
  };
}
