/** The shape of a translation tree with every text widened to string. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
