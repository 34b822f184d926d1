import type { SheetProblem } from './sheet-error';
import type { SheetText } from './sheet-text';

/** A sheet to read, its bytes transferred to the worker. */
export interface SheetRequest {
  id: number;
  bytes: Uint8Array;
}

export type SheetReply = { id: number; sheet: SheetText } | { id: number; problem: SheetProblem };
