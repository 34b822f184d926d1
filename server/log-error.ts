import { createHash } from 'node:crypto';
import { relative } from 'node:path';

/**
 * What the server log may say about an error: its class, its PostgreSQL code, a short name of
 * the statement that failed and where it was thrown. Never its message, nor a database error's
 * `detail`, `where`, `params` or full SQL: PostgreSQL puts the offending values in all of them
 * (`invalid input syntax for type integer: "…"`, `Key (tax_no)=(…) already exists`), PGlite adds
 * the statement's parameters, and any other message may quote a request body.
 */
export function describeError(error: unknown, depth = 0): string {
  const parts = [errorClass(error)];
  const code = sqlState(error);
  if (code) parts.push(`code ${code}`);
  const statement = statementName(error);
  if (statement) parts.push(`statement "${statement}"`);
  const site = throwSite(error);
  if (site) parts.push(`at ${site}`);
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause !== undefined && depth < 3) parts.push(`caused by ${describeError(cause, depth + 1)}`);
  return parts.join(' ');
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
const IDENTIFIER = /^[A-Za-z_$][\w$.]{0,79}$/;

/** A PostgreSQL error (PGlite's or node-postgres's `DatabaseError`): a SQLSTATE and a severity. */
function sqlState(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && SQLSTATE.test(code) && typeof severity === 'string'
    ? code
    : undefined;
}

function errorClass(error: unknown): string {
  // PGlite's error class is minified ('O') and named 'error': call it what it is.
  if (sqlState(error)) return 'DatabaseError';
  if (!(error instanceof Error)) return `thrown ${error === null ? 'null' : typeof error}`;
  const name = error.name !== 'Error' ? error.name : error.constructor.name;
  return IDENTIFIER.test(name) ? name : 'Error';
}

/**
 * The statement's first keyword and the table it works on (`insert into receivables`), plus a
 * hash of its whole text to tell statements on the same table apart. Keywords and identifiers
 * only: a literal value in the SQL text never reaches the log.
 */
export function statementName(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const query = (error as { query?: unknown }).query;
  if (typeof query !== 'string' || query.trim() === '') return undefined;
  const words = query.trim().toLowerCase().split(/\s+/);
  const verb = words[0] && /^[a-z]+$/.test(words[0]) ? words[0] : 'sql';
  const target = targetTable(words)?.replace(new RegExp(`^${verb} `), '');
  const hash = createHash('sha256').update(query).digest('hex').slice(0, 8);
  return [verb, target, `#${hash}`].filter(Boolean).join(' ');
}

function targetTable(words: readonly string[]): string | undefined {
  for (const keyword of ['into', 'update', 'from', 'table']) {
    const at = words.indexOf(keyword);
    const name = at >= 0 ? words[at + 1]?.replace(/[(;,]+.*$/, '') : undefined;
    if (name && IDENTIFIER.test(name)) return `${keyword} ${name}`;
  }
  return undefined;
}

/** Up to three stack frames of our own code (file:line:column), without the message line. */
function throwSite(error: unknown): string | undefined {
  if (!(error instanceof Error) || typeof error.stack !== 'string') return undefined;
  const frames: string[] = [];
  for (const line of error.stack.split('\n')) {
    const frame = /^\s+at (?:.*\()?((?:file:\/\/)?[^\s()]+):(\d+):(\d+)\)?$/.exec(line);
    if (!frame?.[1] || frame[1].includes('node_modules') || frame[1].startsWith('node:')) continue;
    const file = relative(process.cwd(), frame[1].replace(/^file:\/\//, ''));
    frames.push(`${file}:${frame[2]}:${frame[3]}`);
    if (frames.length === 3) break;
  }
  return frames.length > 0 ? frames.join(' < ') : undefined;
}
