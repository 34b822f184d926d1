/** The ids of a configured field's input and of the texts under it (help, note, error). */
export function fieldIds(name: string) {
  const input = `field-${name}`;
  return { input, help: `${input}-help`, note: `${input}-note`, error: `${input}-error` };
}
