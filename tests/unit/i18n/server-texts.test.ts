import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { serverTextTree } from '../../../src/ui/i18n/server-texts';

/** Server records arrive as JSON text: parsed, `__proto__` is an own key like any other. */
const fromServer = (json: string) => JSON.parse(json) as Record<string, unknown>;

const polluted = () => (({}) as Record<string, unknown>).polluted;

async function mergedInto(flat: Record<string, unknown>) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en-US',
    resources: { 'en-US': { translation: { portal: { server_note: 'bundled' } } } },
  });
  i18n.addResourceBundle('en-US', 'translation', serverTextTree(flat), true, true);
  return i18n;
}

describe('server texts merged into i18next', () => {
  afterEach(() => {
    delete (Object.prototype as Record<string, unknown>).polluted;
  });

  it('take a known key over the bundled text', async () => {
    const i18n = await mergedInto(fromServer('{"portal.server_note": "from the server"}'));
    expect(i18n.t('portal.server_note')).toBe('from the server');
  });

  it.each([
    '{"__proto__.polluted": "x"}',
    '{"__proto__": {"polluted": "x"}}',
    '{"constructor.prototype.polluted": "x"}',
    '{"portal.__proto__.polluted": "x"}',
  ])('never write through a prototype: %s', async (json) => {
    await mergedInto(fromServer(json));
    expect(polluted()).toBeUndefined();
  });

  it('drop keys the bundled catalogue does not have, and values that are not text', () => {
    const tree = serverTextTree(
      fromServer('{"no.such.key": "x", "portal.server_note": {"deep": "x"}, "portal": "x"}'),
    );
    expect(Object.keys(tree)).toEqual([]);
  });

  it('build only null-prototype nodes', () => {
    const tree = serverTextTree(fromServer('{"portal.server_note": "x"}'));
    expect(Object.getPrototypeOf(tree)).toBeNull();
    expect(Object.getPrototypeOf(tree.portal)).toBeNull();
  });
});
