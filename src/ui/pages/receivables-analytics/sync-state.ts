import { signal } from '@preact/signals-react';

/**
 * The sync this tab started, kept outside the page so leaving and coming back still shows it
 * running and can cancel it.
 */
export const runningSync = signal<string | null>(null);

/**
 * How the last sync this tab started ended, when not well (the worker's status says the rest).
 * The error is kept, not its text, so a language switch translates it again.
 */
export const syncOutcome = signal<
  { kind: 'failed'; error: unknown } | { kind: 'cancelled' } | null
>(null);
