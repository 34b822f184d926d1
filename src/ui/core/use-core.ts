import { createContext, useContext } from 'react';
import type { Core } from './bridge';

export const CoreContext = createContext<Core | null>(null);

export function useCore(): Core {
  const core = useContext(CoreContext);
  if (!core) throw new Error('useCore() outside <CoreContext.Provider>');
  return core;
}
