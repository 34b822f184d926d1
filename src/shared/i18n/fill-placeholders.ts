/**
 * A translation's `{{name}}` placeholders filled from `vars` (i18next's syntax, spaces inside
 * the braces allowed), for code that words a text without i18next: the server's import reports,
 * the worker's exports. A placeholder with no value stays as written.
 */
export function fillPlaceholders(
  template: string,
  vars: Readonly<Record<string, unknown>>,
): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}
