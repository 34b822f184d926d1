import { transferHandlers, type TransferHandler } from 'comlink';
import { ApiError, type ApiErrorData } from './api-error';

type Thrown = { isError: true; value: unknown } | { isError: false; value: unknown };
type Wire =
  | { type: 'api'; data: ApiErrorData; stack?: string }
  | { type: 'error'; name: string; message: string; stack?: string }
  | { type: 'raw'; value: unknown };

/**
 * Comlink's built-in "throw" handler keeps only name, message and stack. This one keeps an
 * ApiError whole (kind, code, message key) so the UI can translate and react to it. Registered
 * on both sides of the boundary by the two modules that own it (the bridge and the worker entry).
 */
const throwHandler: TransferHandler<Thrown, Wire> = {
  canHandle: (v): v is Thrown =>
    typeof v === 'object' && v !== null && 'isError' in v && (v as Thrown).isError === true,
  serialize: ({ value }) => {
    if (value instanceof ApiError) {
      return [{ type: 'api', data: value.toJSON(), ...stackOf(value) }, []];
    }
    if (value instanceof Error) {
      return [{ type: 'error', name: value.name, message: value.message, ...stackOf(value) }, []];
    }
    return [{ type: 'raw', value }, []];
  },
  deserialize: (wire) => {
    if (wire.type === 'api') throw Object.assign(new ApiError(wire.data), stackOf(wire));
    if (wire.type === 'error') {
      throw Object.assign(new Error(wire.message), { name: wire.name }, stackOf(wire));
    }
    throw wire.value;
  },
};

const stackOf = (e: { stack?: string | undefined }) => (e.stack ? { stack: e.stack } : {});

export function registerErrorTransfer(): void {
  transferHandlers.set('throw', throwHandler as TransferHandler<unknown, unknown>);
}
