import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { mountApiFallbacks } from '../../../server/http/api-fallbacks';
import { createLogger } from '../../../server/log';
import { describeError, statementName } from '../../../server/log-error';

const SECRET = 'TAX-9F31-SECRET';

/**
 * A database error as PGlite 0.5 throws it (the fields it was seen to carry, its class name
 * minified): the value in `message` or `detail`, the SQL in `query`, the values in `params`.
 * node-postgres's DatabaseError has the same fields but `query` and `params`.
 */
class O extends Error {
  override name = 'error';
  severity = 'ERROR';
  constructor(
    message: string,
    readonly code: string,
    readonly detail: string | undefined,
    readonly query: string,
    readonly params: unknown[],
  ) {
    super(message);
  }
}

const duplicateKeyError = () =>
  new O(
    'duplicate key value violates unique constraint "companies_tax_no_key"',
    '23505',
    `Key (tax_no)=(${SECRET}) already exists.`,
    'INSERT INTO companies (id, tax_no) VALUES ($1, $2)',
    [2, SECRET],
  );

describe('what the server log says about an error', () => {
  it('names the class, SQLSTATE and statement of a database error, never its values', () => {
    const line = describeError(duplicateKeyError());
    expect(line).toMatch(
      /^DatabaseError code 23505 statement "insert into companies #[0-9a-f]{8}"/,
    );
    expect(line).not.toContain(SECRET);
    expect(line).not.toContain('Key (');
    expect(line).not.toContain('$2');
  });

  it('leaves out the message of a value error (PostgreSQL quotes the value there)', () => {
    const error = new O(
      `invalid input syntax for type integer: "${SECRET}"`,
      '22P02',
      undefined,
      'SELECT tax_no FROM companies WHERE id = $1',
      [SECRET],
    );
    const line = describeError(error);
    expect(line).toMatch(/^DatabaseError code 22P02 statement "select from companies #/);
    expect(line).not.toContain(SECRET);
  });

  it('keeps the class and our own stack frames of other errors, not their message', () => {
    const error = new TypeError(`cannot read the row of ${SECRET}`, {
      cause: new RangeError(SECRET),
    });
    const line = describeError(error);
    expect(line).toMatch(/^TypeError at tests\/unit\/server\/log-error\.test\.ts:\d+:\d+/);
    expect(line).toContain('caused by RangeError');
    expect(line).not.toContain(SECRET);
    expect(describeError({ password: SECRET })).toBe('thrown object');
    expect(describeError(SECRET)).toBe('thrown string');
  });

  it('names a statement by its keyword and table only, whatever else its text holds', () => {
    const query = `UPDATE receivables SET note = '${SECRET}' WHERE id = $1`;
    expect(statementName({ query })).toMatch(/^update receivables #[0-9a-f]{8}$/);
    expect(statementName({ query: `SELECT '${SECRET}'` })).toMatch(/^select #[0-9a-f]{8}$/);
    expect(statementName({})).toBeUndefined();
  });

  it('logs a failed request with its method and route pattern, not its path or the values', async () => {
    const lines: string[] = [];
    const log = createLogger(true, { info: () => undefined, error: (l) => lines.push(l) });
    const app = new Hono();
    app.post('/api/companies/:taxNo', () => {
      throw duplicateKeyError();
    });
    mountApiFallbacks(app, log);
    const response = await app.request(`/api/companies/${SECRET}`, { method: 'POST' });
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain(SECRET);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^\[server\] POST \/api\/companies\/:taxNo failed: DatabaseError code 23505 statement "insert into companies #/,
    );
    expect(lines[0]).not.toContain(SECRET);
  });
});
