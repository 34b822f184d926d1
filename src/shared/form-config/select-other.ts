/** The choice of a select-other that opens its free-text field (spec 001 §4). */
export const OTHER = 'OTHER';

/** The free text to keep after the choice changed: cleared unless the choice is OTHER. */
export const otherTextAfter = (choice: unknown, text: string): string =>
  choice === OTHER ? text : '';

/** The free text is required when the select is required and OTHER is chosen. */
export const otherTextRequired = (selectRequired: boolean, choice: unknown): boolean =>
  selectRequired && choice === OTHER;

/** The name of a select-other's free-text value. */
export const otherTextName = (name: string): string => `${name}Other`;
