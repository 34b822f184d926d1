import type { SettingsRepo } from '../../db/storage';

export const ANONYMOUS_ID_KEY = 'analyticsAnonymousId';

/**
 * The visitor's anonymous id, kept in settings so that one browser profile stays one visitor
 * across reloads. Two tabs creating it at once may each use their own for that session; the
 * later write wins from then on, which only splits one visitor's first sessions.
 */
export async function persistentAnonymousId(
  settings: SettingsRepo,
  newId: () => string,
): Promise<string> {
  const stored = await settings.get(ANONYMOUS_ID_KEY);
  if (typeof stored === 'string' && stored.length > 0) return stored;
  const id = newId();
  await settings.set(ANONYMOUS_ID_KEY, id);
  return id;
}
