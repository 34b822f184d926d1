import { Message } from 'primereact/message';

/** The form's answer from the worker: what went wrong, or the confirmation. */
export function FormOutcome({
  failure,
  success,
}: {
  failure: string | null;
  success: string | null;
}) {
  if (failure) return <Message severity="error" text={failure} role="alert" />;
  if (success) return <Message severity="success" text={success} role="status" />;
  return null;
}
