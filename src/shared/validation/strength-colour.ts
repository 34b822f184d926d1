export type StrengthColour = 'red' | 'orange' | 'green';

/** Spec 001 section 9: up to 20 red, up to 40 orange, above that green. */
export function strengthColour(strength: number): StrengthColour {
  if (strength <= 20) return 'red';
  if (strength <= 40) return 'orange';
  return 'green';
}
