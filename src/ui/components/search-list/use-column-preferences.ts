import { useCallback, useEffect, useRef, useState } from 'react';
import {
  columnPreferenceKey,
  hiddenKeys,
  hiddenKeysStorageKey,
  parseColumnPreferences,
  withHiddenKeys,
  type ColumnPreference,
} from '../../../shared/page-declaration/column-preferences';
import type { PageDeclaration } from '../../../shared/page-declaration/types';
import { useCore } from '../../core/use-core';

const POLL_MS = 250;
const SETTLED = new Set(['applied', 'failed', 'discarded']);

function readHidden(pageId: string): string[] | null {
  try {
    const text = localStorage.getItem(hiddenKeysStorageKey(pageId));
    const value: unknown = text === null ? null : JSON.parse(text);
    return Array.isArray(value) ? value.filter((k): k is string => typeof k === 'string') : null;
  } catch {
    return null;
  }
}

function writeHidden(pageId: string, preferences: readonly ColumnPreference[]): void {
  try {
    localStorage.setItem(hiddenKeysStorageKey(pageId), JSON.stringify(hiddenKeys(preferences)));
  } catch {
    // A full or blocked storage only costs the early render; the server copy still holds.
  }
}

export interface ColumnPreferencesState {
  preferences: ColumnPreference[];
  /** Applies a change at once and saves it through the outbox; a failed save reverts it. */
  change: (next: ColumnPreference[]) => void;
}

/**
 * The column preferences of a declared page: first the local hidden-keys copy, then the
 * server's saved value merged over the declaration (defaults when loading fails). A change is
 * shown at once, kept locally and queued as a 'preferences.save' command; the outbox record is
 * watched and a failed (or discarded) save puts back the preferences from before the change.
 */
export function useColumnPreferences(declaration: PageDeclaration): ColumnPreferencesState {
  const core = useCore();
  const pageId = declaration.id;
  const [preferences, setPreferences] = useState<ColumnPreference[]>(() =>
    withHiddenKeys(declaration, readHidden(pageId)),
  );
  const current = useRef(preferences);
  const changed = useRef(false);

  const apply = useCallback(
    (next: ColumnPreference[]) => {
      current.current = next;
      setPreferences(next);
      writeHidden(pageId, next);
    },
    [pageId],
  );

  useEffect(() => {
    let live = true;
    changed.current = false;
    core.preferences
      .get(columnPreferenceKey(pageId))
      .then(
        (text) => parseColumnPreferences(declaration, text),
        () => withHiddenKeys(declaration, readHidden(pageId)),
      )
      .then((loaded) => {
        // A change made while loading wins over the answer.
        if (live && !changed.current) apply(loaded);
      });
    return () => {
      live = false;
    };
  }, [core, declaration, pageId, apply]);

  const change = useCallback(
    (next: ColumnPreference[]) => {
      const before = current.current;
      changed.current = true;
      apply(next);
      const revert = () => {
        // Only when nothing newer replaced this change.
        if (current.current === next) apply(before);
      };
      void (async () => {
        try {
          const { id } = await core.commands.issue('preferences.save', {
            key: columnPreferenceKey(pageId),
            value: JSON.stringify(next),
          });
          void core.commands.flush().catch(() => undefined);
          for (;;) {
            const record = await core.commands.get(id);
            if (!record || SETTLED.has(record.status)) {
              if (!record || record.status !== 'applied') revert();
              return;
            }
            await new Promise((resolve) => setTimeout(resolve, POLL_MS));
          }
        } catch {
          revert();
        }
      })();
    },
    [core, pageId, apply],
  );

  return { preferences, change };
}
