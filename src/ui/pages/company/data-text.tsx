/** Names and codes as companies typed them: not translated (docs/accessibility.md). */
export const dataText = (value: string | null | undefined) =>
  value && value.trim() ? <span translate="no">{value}</span> : null;
