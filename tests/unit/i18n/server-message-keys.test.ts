import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { enUS } from '../../../src/ui/i18n/locales/en-US';
import { zhCN } from '../../../src/ui/i18n/locales/zh-CN';

type Tree = { readonly [key: string]: string | Tree };

const textAt = (tree: Tree, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

/**
 * The messageKeys the server sends (server/http/messages.ts): the UI shows its own text for a
 * key it knows (errorText), in the language the user picked. Read from the source so the test
 * needs no server import into the UI's test world.
 */
const serverKeys = [
  ...readFileSync(join(__dirname, '../../../server/http/messages.ts'), 'utf8').matchAll(
    /^\s*key: '([a-z_.]+)',$/gm,
  ),
].map((m) => m[1] ?? '');

describe('server messageKeys', () => {
  it('are read from the catalogue, the finance order refusals among them', () => {
    expect(serverKeys).toContain('finance_order.error.wrong_party');
    expect(serverKeys).toContain('finance_order.error.wrong_status');
  });

  it('each have a text in both UI languages', () => {
    const missing = serverKeys.filter(
      (key) =>
        typeof textAt(enUS, key) !== 'string' ||
        typeof textAt(zhCN as unknown as Tree, key) !== 'string',
    );
    expect(missing).toEqual([]);
  });
});
