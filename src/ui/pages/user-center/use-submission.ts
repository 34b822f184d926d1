import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../core/error-text';

/**
 * One submit at a time: busy while the call runs, the translated failure when it rejects, done
 * when it resolves. A failure leaves the draft alone, so what the user typed stays.
 */
export function useSubmission() {
  const { t } = useTranslation();
  // State lags a render behind; the ref stops a double click from sending twice.
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(action: () => Promise<unknown>): Promise<boolean> {
    if (inFlight.current) return false;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    try {
      await action();
      setDone(true);
      return true;
    } catch (e) {
      setFailure(errorText(t, e));
      return false;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return { busy, done, failure, run };
}
