/** Default delay between an action and its after-step (spec 000 §4, §9). */
export const DEFAULT_AFTER_ACTION_DELAY_MS = 900;

export interface ActionSteps {
  /** Must resolve true for the action to run (a confirmation, a check). */
  before?: () => boolean | Promise<boolean>;
  /** Resolves true when the after-step should follow. */
  run: () => boolean | Promise<boolean>;
  after?: () => void | Promise<void>;
}

export interface ActionRunOptions {
  delayMs?: number;
  setLoading: (loading: boolean) => void;
  onError: (error: unknown) => void;
  /** Injected for tests; `setTimeout` otherwise. */
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * before → action → (if it answered true) after, `delayMs` later. Any failure is logged and
 * handed to onError; loading always ends, so a button never stays spinning.
 */
export async function runAction(steps: ActionSteps, options: ActionRunOptions): Promise<void> {
  options.setLoading(true);
  try {
    if (steps.before && !(await steps.before())) return;
    const proceed = await steps.run();
    if (proceed && steps.after) {
      await (options.wait ?? sleep)(options.delayMs ?? DEFAULT_AFTER_ACTION_DELAY_MS);
      await steps.after();
    }
  } catch (error) {
    console.error('[search-list] action failed', error);
    options.onError(error);
  } finally {
    options.setLoading(false);
  }
}
