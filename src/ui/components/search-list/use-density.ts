import { useCallback, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { session } from '../../state/core-state';

export type Density = 'compact' | 'comfortable';

/** Per user, like the column preferences: two people sharing a browser keep their own. */
export const densityStorageKey = (userName: string) => `scf.density:${userName}`;

function read(key: string): Density {
  try {
    return localStorage.getItem(key) === 'comfortable' ? 'comfortable' : 'compact';
  } catch {
    return 'compact';
  }
}

/**
 * The table's row density: compact (about 40 px rows, the default) or comfortable, kept in
 * localStorage under the signed-in user's name so it survives a reload.
 */
export function useDensity(): [Density, (next: Density) => void] {
  useSignals();
  const key = densityStorageKey(session.value?.principal.user.userName ?? '');
  const [saved, setSaved] = useState<{ key: string; density: Density }>(() => ({
    key,
    density: read(key),
  }));
  // Another user signed in under the same tab: read their choice.
  const density = saved.key === key ? saved.density : read(key);
  const change = useCallback(
    (next: Density) => {
      setSaved({ key, density: next });
      try {
        localStorage.setItem(key, next);
      } catch {
        // A blocked storage only costs keeping the choice over a reload.
      }
    },
    [key],
  );
  return [density, change];
}
