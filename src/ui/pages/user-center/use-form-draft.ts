import { useCallback, useState } from 'react';
import type { FieldErrors } from '../../../shared/validation/field-errors';

/** A form's texts exactly as typed, and the per-field messages of the last validation. */
export function useFormDraft<F extends string>(initial: Record<F, string>) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});

  const change = useCallback((field: F, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    // A field being corrected stops showing the complaint about its old value.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  return { draft, setDraft, errors, setErrors, change };
}
