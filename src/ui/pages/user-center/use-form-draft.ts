import { useCallback, useState } from 'react';
import type { FieldErrors } from '../../../shared/validation/field-errors';

/**
 * A form's texts exactly as typed, the per-field messages of the last validation, the server's
 * own text for fields a refusal named, and whether anything was changed (for the leave guard).
 */
export function useFormDraft<F extends string>(initial: Record<F, string>) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<F, string>>>({});
  const [changed, setChanged] = useState(false);

  const change = useCallback((field: F, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setChanged(true);
    // A field being corrected stops showing the complaint about its old value.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    setServerErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  return { draft, setDraft, errors, setErrors, serverErrors, setServerErrors, change, changed };
}
