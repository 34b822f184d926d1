/** The ids of a configured field's input and of the texts under it (help, error). */
export function fieldIds(name: string) {
  const input = `field-${name}`;
  return { input, help: `${input}-help`, error: `${input}-error` };
}
