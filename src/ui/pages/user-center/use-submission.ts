import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../core/error-text';

/**
 * One submit at a time: busy while the action runs, done once it says it succeeded, the
 * translated failure when it throws. A failure leaves the draft alone, so what was typed stays.
 */
export function useSubmission() {
  const { t } = useTranslation();
  // State lags a render behind; the ref stops a double click from sending twice.
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(action: () => Promise<boolean>): Promise<boolean> {
    if (inFlight.current) return false;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    try {
      const ok = await action();
      if (ok) setDone(true);
      return ok;
    } catch (e) {
      setFailure(errorText(t, e));
      return false;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return { busy, done, failure, setFailure, run };
}
