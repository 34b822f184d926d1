/**
 * Answers of the local dashboard, kept by what they were computed from: the cached tables'
 * sync versions, the day, the filter and the worker's build. The same inputs give the same
 * figures, so a kept answer is the answer, not an approximation: a cold start shows the cards
 * from one IndexedDB record instead of decoding a million rows first (issue 19's 1 s bar), and
 * Back or a cleared filter answers at once. Any sync that changes a table changes the stamp.
 */
import type { SettingsRepo } from '../../db/storage';
import type { ArDashboard } from '../../shared/dashboard/ar-dashboard';

const SETTINGS_KEY = 'dashboard-ar-answers';
/** Answers kept per stamp: the default view and the last few cross-filters. */
const KEEP = 6;

interface Kept {
  stamp: string;
  entries: { filter: string; answer: ArDashboard }[];
}

export interface ArMemo {
  get(stamp: string, filter: string): Promise<ArDashboard | undefined>;
  remember(stamp: string, filter: string, answer: ArDashboard): void;
}

export function createArMemo(settings: Pick<SettingsRepo, 'get' | 'set' | 'delete'>): ArMemo {
  let kept: Promise<Kept | undefined> | undefined;
  /** Writes one after another, so an older record never lands after a newer one. */
  let writing: Promise<unknown> = Promise.resolve();

  const load = () =>
    (kept ??= settings.get(SETTINGS_KEY).then(
      (value) => value as Kept | undefined,
      () => undefined,
    ));

  const persist = (record: Kept | undefined) => {
    writing = writing
      .then(() => (record ? settings.set(SETTINGS_KEY, record) : settings.delete(SETTINGS_KEY)))
      .catch(() => undefined); // a lost write only costs a recomputation
  };

  return {
    async get(stamp, filter) {
      const record = await load();
      if (!record) return undefined;
      if (record.stamp !== stamp) {
        // Another company's or older data's figures: never shown, and not kept either.
        kept = Promise.resolve(undefined);
        persist(undefined);
        return undefined;
      }
      return record.entries.find((e) => e.filter === filter)?.answer;
    },
    remember(stamp, filter, answer) {
      kept = load().then((record) => {
        const others =
          record?.stamp === stamp ? record.entries.filter((e) => e.filter !== filter) : [];
        const next = { stamp, entries: [{ filter, answer }, ...others].slice(0, KEEP) };
        persist(next);
        return next;
      });
    },
  };
}
