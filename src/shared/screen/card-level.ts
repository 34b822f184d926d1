/** The card levels of spec 001 §2, outermost first. */
export const CARD_LEVELS = ['outer', 'inner', 'third'] as const;
export type CardLevel = (typeof CARD_LEVELS)[number];

/**
 * A card's level: the one it asks for, else one below the card it sits in (outer when it sits in
 * none). Third is the deepest; a card nested deeper stays third rather than inventing a level.
 */
export function cardLevel(parent: CardLevel | null, asked?: CardLevel): CardLevel {
  if (asked) return asked;
  if (parent === null) return 'outer';
  const next = CARD_LEVELS[CARD_LEVELS.indexOf(parent) + 1];
  return next ?? 'third';
}
