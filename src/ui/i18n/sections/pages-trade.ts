import type { Widen } from '../widen';

/** Texts only the trade group's declared pages use; shared column titles are in `pages`. */
export const en = {
  col: {},
} as const;

export const zh: Widen<typeof en> = {
  col: {},
} as const;
