/**
 * Where a Back button goes (spec 001 §2): one page back, n pages back, a function of the page,
 * or a given location.
 */
export type BackTarget =
  | { kind: 'back'; steps?: number }
  | { kind: 'run'; fn: () => void | Promise<void> }
  | { kind: 'to'; location: string };

/** What the button does once the history it may use is known. */
export type BackMove =
  | { kind: 'history'; delta: number }
  | { kind: 'navigate'; to: string }
  | { kind: 'run'; fn: () => void | Promise<void> }
  | { kind: 'none' };

export interface BackContext {
  /**
   * How many entries of this app lie behind the current one (React Router keeps it as
   * `history.state.idx`); 0 when the page was opened directly, by a link from outside or a reload
   * of a first entry.
   */
  entriesBehind: number;
  /** Where to go when the history cannot go back far enough (a list route), or null. */
  fallback: string | null;
}

/** A step count the history can use: a whole number of at least 1 (anything else is 1). */
export function backSteps(steps: number | undefined): number {
  if (steps === undefined || !Number.isInteger(steps) || steps < 1) return 1;
  return steps;
}

/**
 * Going back past the app's first entry would leave the portal (or land on a blank tab), so a
 * history move that cannot be made in-app goes to the fallback instead, or nowhere without one.
 */
export function resolveBack(target: BackTarget, context: BackContext): BackMove {
  switch (target.kind) {
    case 'run':
      return { kind: 'run', fn: target.fn };
    case 'to':
      return { kind: 'navigate', to: target.location };
    case 'back': {
      const steps = backSteps(target.steps);
      if (context.entriesBehind >= steps) return { kind: 'history', delta: -steps };
      return context.fallback ? { kind: 'navigate', to: context.fallback } : { kind: 'none' };
    }
  }
}

/** Reads React Router's entry index from `history.state`; anything unreadable counts as 0. */
export function entriesBehind(historyState: unknown): number {
  if (typeof historyState !== 'object' || historyState === null) return 0;
  const idx = (historyState as { idx?: unknown }).idx;
  return typeof idx === 'number' && Number.isInteger(idx) && idx > 0 ? idx : 0;
}
