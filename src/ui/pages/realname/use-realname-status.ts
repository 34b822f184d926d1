import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RealnameStatus } from '../../../api/endpoints/realname/realname-status';
import type { PersonStatus } from '../../../worker/realname/realname-namespace';
import { errorText } from '../../core/error-text';
import { useCore } from '../../core/use-core';

export interface RealnameView {
  company: RealnameStatus['company'];
  mailbox: RealnameStatus['mailbox'];
  person: PersonStatus;
}

export type RealnameLoad =
  | { state: 'loading' }
  | { state: 'failed'; error: string }
  | { state: 'ready'; view: RealnameView };

/**
 * Where the company and the operator stand, read from the server on every visit: the server keeps
 * each step, so a reload (or another tab) resumes where verification stopped.
 */
export function useRealnameStatus() {
  const { t } = useTranslation();
  const core = useCore();
  const [round, setRound] = useState(0);
  const [load, setLoad] = useState<{ round: number; value: RealnameLoad } | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([core.realname.company(), core.realname.person()]).then(
      ([company, person]) =>
        live &&
        setLoad({
          round,
          value: {
            state: 'ready',
            view: { company: company.company, mailbox: company.mailbox, person },
          },
        }),
      (error: unknown) =>
        live && setLoad({ round, value: { state: 'failed', error: errorText(t, error) } }),
    );
    return () => {
      live = false;
    };
  }, [core, round, t]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  // A reload keeps showing the last answer until the new one arrives: a form on the page keeps
  // what was typed and its messages while the status refreshes.
  const status: RealnameLoad =
    load && (load.round === round || load.value.state === 'ready')
      ? load.value
      : { state: 'loading' };
  return { status, reload };
}
