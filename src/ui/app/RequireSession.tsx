import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { session } from '../state/core-state';

/** Without a session the user signs in first and comes back to where they were. */
export function RequireSession({ children }: { children: ReactNode }) {
  useSignals();
  const location = useLocation();
  if (!session.value) {
    const backUrl = location.pathname + location.search;
    return <Navigate to={`/login?backUrl=${encodeURIComponent(backUrl)}`} replace />;
  }
  return children;
}
