import { Button } from 'primereact/button';
import type { BackTarget } from '../../../shared/screen/back-target';
import { useBack } from './use-back';

interface Props {
  target: BackTarget;
  fallback: string | null;
  label: string;
  /** Another button of the row is running. */
  busy: boolean;
  /** Runs the move the way the row runs its actions (one at a time, never left spinning). */
  onRun: (fn: () => Promise<void>) => Promise<void>;
}

/** Back (spec 001 §2); disabled when it has nowhere to go (no history behind, no fallback). */
export function BackButton({ target, fallback, label, busy, onRun }: Props) {
  const { go, possible } = useBack(target, fallback);
  return (
    <Button
      type="button"
      data-action="back"
      label={label}
      icon="pi pi-arrow-left"
      outlined
      disabled={busy || !possible()}
      onClick={() => void onRun(go)}
    />
  );
}
