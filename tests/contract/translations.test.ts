import { describe, expect, it } from 'vitest';
import { internationalList } from '../../src/api/endpoints/translations/international-list';
import { internationalSave } from '../../src/api/endpoints/translations/international-save';
import { call, newCommandId, signIn } from './helpers/api';
import { DEMO_USER_NAMES } from './helpers/demo-user-names';

/** A save of one map into a namespace of the test's own, so other tests' texts stay apart. */
async function save(user: string, map: Record<string, unknown> | string, language = 'en-US') {
  return call(internationalSave, {
    token: await signIn(user),
    commandId: newCommandId('tr'),
    language,
    body: {
      langKey: 'en-US',
      namespace: `tr-${crypto.randomUUID()}`,
      value: typeof map === 'string' ? map : JSON.stringify(map),
    },
  });
}

function expectRefused(reply: Awaited<ReturnType<typeof save>>, field: string, text: RegExp) {
  expect(reply.body).toMatchObject({ code: 400, messageKey: 'common.error.bad_request' });
  expect(reply.body.message).toContain(field);
  expect(reply.body.message).toMatch(text);
}

describe('translations', () => {
  it.each(DEMO_USER_NAMES.filter((name) => name !== 'translator'))(
    'are not saved by the company user %s (403)',
    async (user) => {
      const reply = await save(user, { 'common.ok': 'Hacked' });
      expect(reply.body).toMatchObject({ code: 403, messageKey: 'common.error.forbidden' });
    },
  );

  it('leave the texts other users read unchanged when a buyer tries', async () => {
    const buyer = await signIn('buyer');
    await call(internationalSave, {
      token: buyer,
      body: { langKey: 'en-US', namespace: 'portal', value: '{"portal.server_note":"Hacked"}' },
    });
    const supplier = await signIn('supplier');
    const reply = await call(internationalList, {
      token: supplier,
      body: { langKey: 'en-US', namespace: 'portal' },
    });
    const records = reply.body.data as { value: string }[];
    expect(records[0]?.value).not.toContain('Hacked');
  });

  it("are saved by the portal's translator for keys of the catalogue", async () => {
    const reply = await save('translator', { 'common.ok': 'Fine', 'portal.server_note': 'Note' });
    expect(reply.body.code).toBe(200);
    expect(JSON.parse((reply.body.data as { value: string }).value)).toEqual({
      'common.ok': 'Fine',
      'portal.server_note': 'Note',
    });
  });

  it('refuse a key the portal does not have, naming it', async () => {
    expectRefused(
      await save('translator', { 'no.such.text': 'x' }),
      'value.no.such.text',
      /not a text/,
    );
  });

  it.each([
    '__proto__.polluted',
    'constructor.prototype.polluted',
    'common.__proto__',
    'prototype',
  ])('refuse the object-machinery key %s', async (key) => {
    expectRefused(await save('translator', { [key]: 'x' }), `value.${key}`, /object property/);
  });

  it('refuse __proto__ given as a nested object', async () => {
    const reply = await save('translator', '{"__proto__": {"polluted": "x"}}');
    expectRefused(reply, 'value.__proto__', /object property/);
  });

  it.each(['<img src=x onerror=alert(1)>', 'Hello <b>world</b>', '<!-- x -->', '</p>'])(
    'refuse markup: %s',
    async (text) => {
      expectRefused(
        await save('translator', { 'common.ok': text }),
        'value.common.ok',
        /plain text/,
      );
    },
  );

  it.each(['a\u0000b', 'line\nbreak', 'bell\u0007', 'bidi\u202eevil'])(
    'refuse control characters (%j)',
    async (text) => {
      expectRefused(
        await save('translator', { 'common.ok': text }),
        'value.common.ok',
        /control characters/,
      );
    },
  );

  it('refuse a text over 2000 characters and take one of 2000', async () => {
    expectRefused(
      await save('translator', { 'common.ok': 'x'.repeat(2001) }),
      'value.common.ok',
      /2000/,
    );
    expect((await save('translator', { 'common.ok': 'x'.repeat(2000) })).body.code).toBe(200);
  });

  it('say why in Chinese too', async () => {
    const reply = await save('translator', { 'no.such.text': 'x' }, 'zh-CN');
    expect(reply.body.message).toContain('不是门户中的文本键');
  });
});
