/**
 * React Router commits a navigation in a transition, so a state change made right after
 * `navigate()` (clearing the session on logout, dropping an exhibition token) can re-render the
 * guard with the address being left. Holding the guard at that location's key until the new
 * location is committed keeps it from redirecting away from where we are already going.
 */
let heldAtKey: string | null = null;

export function holdGuardUntilNavigated(currentKey: string): void {
  heldAtKey = currentKey;
}

/** True while the committed location is still the one a navigation is leaving. */
export function guardHeld(currentKey: string): boolean {
  if (heldAtKey === null) return false;
  if (heldAtKey === currentKey) return true;
  heldAtKey = null;
  return false;
}
