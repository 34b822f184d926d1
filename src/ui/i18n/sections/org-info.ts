import type { Widen } from '../widen';

/** /org/info: financing intentions and their pricing (docs/financing-intentions.md). */
export const en = {} as const;

export const zh: Widen<typeof en> = {};
