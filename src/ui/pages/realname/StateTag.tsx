import { Tag } from 'primereact/tag';

/** A verification state as a coloured tag: green done, orange waiting, red blocked. */
export function StateTag({
  done,
  blocked,
  label,
}: {
  done: boolean;
  blocked?: boolean;
  label: string;
}) {
  const severity = done ? 'success' : blocked ? 'danger' : 'warning';
  return <Tag severity={severity} value={label} data-testid="realname-state" />;
}
