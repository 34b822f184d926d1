import { describe, expect, it } from 'vitest';
import { refusalByField } from '../../../src/ui/pages/user-center/refusal-by-field';

const shown = [
  { name: 'mobile', label: 'Mobile' },
  { name: 'noticeEmail', label: 'Notice email' },
] as const;

describe('a user-centre refusal on its fields', () => {
  it('uses the envelope’s data.fields when the refusal carries them', () => {
    const refusal = refusalByField(shown, 'Invalid request', [
      { field: 'noticeEmail', message: 'is not an email address' },
      { field: 'other', message: 'something else' },
    ]);
    expect(refusal.byField).toEqual({ noticeEmail: 'is not an email address' });
    expect(refusal.form).toBe('something else');
  });

  it('reads the labels out of the text when there are no fields', () => {
    const refusal = refusalByField(shown, 'Invalid request: Mobile: too short', undefined);
    expect(refusal.byField).toEqual({ mobile: 'too short' });
    expect(refusal.form).toBeNull();
  });

  it('keeps a text naming no field for the action bar', () => {
    const refusal = refusalByField(shown, 'Service paused', undefined);
    expect(refusal.byField).toEqual({});
    expect(refusal.form).toBe('Service paused');
  });
});
