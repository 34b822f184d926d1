import { transferHandlers, type TransferHandler } from 'comlink';
import { ApiError, type ApiErrorData } from './api-error';

type Thrown = { value: unknown };
type Wire =
  | { type: 'api'; data: ApiErrorData; stack?: string }
  | { type: 'error'; name: string; message: string; stack?: string }
  | { type: 'raw'; value: unknown };

const stackOf = (e: { stack?: string | undefined }) => (e.stack ? { stack: e.stack } : {});

/**
 * Comlink's built-in "throw" handler keeps only name, message and stack. This one keeps an
 * ApiError whole (kind, code, message key) so the UI can translate and react to it. It reuses the
 * built-in handler's `canHandle`, because Comlink marks a thrown value with a private symbol.
 * Registered on both sides of the boundary (the bridge and the worker entry).
 */
export function registerErrorTransfer(): void {
  const builtIn = transferHandlers.get('throw');
  if (!builtIn || (builtIn as { ours?: boolean }).ours) return;
  const handler: TransferHandler<Thrown, Wire> & { ours: true } = {
    ours: true,
    canHandle: (value): value is Thrown => builtIn.canHandle(value),
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
  transferHandlers.set('throw', handler as TransferHandler<unknown, unknown>);
}
