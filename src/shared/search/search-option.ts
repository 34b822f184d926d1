/** One choice of a search select: the value a form keeps and what the user reads. */
export interface SearchOption {
  readonly value: string;
  readonly label: string;
  /** A second, quieter line (a SWIFT code, a company code). */
  readonly detail?: string;
}
