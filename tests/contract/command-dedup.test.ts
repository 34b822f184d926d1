import { describe, expect, it } from 'vitest';
import { preferenceDetail } from '../../src/api/endpoints/preferences/preference-detail';
import { preferenceEdit } from '../../src/api/endpoints/preferences/preference-edit';
import { internationalList } from '../../src/api/endpoints/translations/international-list';
import { internationalSave } from '../../src/api/endpoints/translations/international-save';
import { call, newCommandId, signIn } from './helpers/api';

async function storedTranslations(
  token: string,
  namespace: string,
): Promise<Record<string, string>> {
  const reply = await call(internationalList, { token, body: { langKey: 'en-US', namespace } });
  const records = internationalList.data.parse(reply.body.data);
  return records[0] ? (JSON.parse(records[0].value) as Record<string, string>) : {};
}

async function storedPreference(token: string, key: string): Promise<string | null> {
  const reply = await call(preferenceDetail, { token, query: { key } });
  return preferenceDetail.data.parse(reply.body.data).valueLong;
}

describe('commands with x-command-id', () => {
  it('apply once: a repeat with another body gets the first answer and changes nothing', async () => {
    const token = await signIn('supplier');
    const id = newCommandId('pref');
    const first = await call(preferenceEdit, {
      token,
      commandId: id,
      body: { key: 'dedup', value: '"first"' },
    });
    const repeat = await call(preferenceEdit, {
      token,
      commandId: id,
      body: { key: 'dedup', value: '"second"' },
    });
    expect(first.body.code).toBe(200);
    expect(repeat.body).toEqual(first.body);
    expect(repeat.headers.get('x-command-replayed')).toBe('true');
    expect(first.headers.get('x-command-replayed')).toBeNull();
    expect(await storedPreference(token, 'dedup')).toBe('"first"');
  });

  it('merge translations once and answer the first merge on a repeat', async () => {
    const token = await signIn('translator');
    const namespace = `dedup-${crypto.randomUUID()}`;
    const save = (commandId: string, map: Record<string, string>) =>
      call(internationalSave, {
        token,
        commandId,
        body: { langKey: 'en-US', namespace, value: JSON.stringify(map) },
      });

    const a = await save(newCommandId('tr'), { 'common.ok': 'One', 'common.cancel': 'Two' });
    expect(a.body.code).toBe(200);
    const id = newCommandId('tr');
    const b = await save(id, { 'common.cancel': 'Deux', 'common.retry': 'Three' });
    const bAgain = await save(id, { 'common.cancel': 'Zwei', 'common.reload': 'Four' });
    expect(bAgain.body).toEqual(b.body);
    expect(await storedTranslations(token, namespace)).toEqual({
      'common.ok': 'One',
      'common.cancel': 'Deux',
      'common.retry': 'Three',
    });
  });

  it('store a business rejection as the final answer too', async () => {
    const token = await signIn('translator');
    const id = newCommandId('reject');
    const namespace = `reject-${crypto.randomUUID()}`;
    const rejected = await call(internationalSave, {
      token,
      commandId: id,
      body: { langKey: 'en-US', namespace, value: 'not json' },
    });
    expect(rejected.body.code).toBe(400);
    expect(rejected.body.message).toContain('value');
    const retried = await call(internationalSave, {
      token,
      commandId: id,
      body: { langKey: 'en-US', namespace, value: '{"common.ok":"now"}' },
    });
    expect(retried.body).toEqual(rejected.body);
    expect(await storedTranslations(token, namespace)).toEqual({});
  });

  it('answer concurrent repeats with one answer and apply once', async () => {
    const token = await signIn('buyer');
    const id = newCommandId('race');
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call(preferenceEdit, {
          token,
          commandId: id,
          body: { key: 'race', value: JSON.stringify(i) },
        }),
      ),
    );
    const bodies = replies.map((r) => r.body);
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(replies.filter((r) => r.headers.get('x-command-replayed') === null)).toHaveLength(1);
    const stored = await storedPreference(token, 'race');
    expect(Number(stored)).toBeGreaterThanOrEqual(0);
  });

  it('scope ids per user: the same id from another user is a new command', async () => {
    const id = newCommandId('shared');
    const supplier = await signIn('supplier');
    const buyer = await signIn('buyer');
    await call(preferenceEdit, {
      token: supplier,
      commandId: id,
      body: { key: 'scoped', value: '"supplier"' },
    });
    const other = await call(preferenceEdit, {
      token: buyer,
      commandId: id,
      body: { key: 'scoped', value: '"buyer"' },
    });
    expect(other.headers.get('x-command-replayed')).toBeNull();
    expect(await storedPreference(buyer, 'scoped')).toBe('"buyer"');
    expect(await storedPreference(supplier, 'scoped')).toBe('"supplier"');
  });

  it('refuse an id already used for another endpoint with code 409', async () => {
    const token = await signIn('translator');
    const id = newCommandId('cross');
    await call(preferenceEdit, { token, commandId: id, body: { key: 'cross', value: '1' } });
    const reply = await call(internationalSave, {
      token,
      commandId: id,
      body: { langKey: 'en-US', namespace: 'cross', value: '{}' },
    });
    expect(reply.body.code).toBe(409);
  });

  it('without an id, apply every request', async () => {
    const token = await signIn('funder');
    await call(preferenceEdit, { token, body: { key: 'no-id', value: '"a"' } });
    await call(preferenceEdit, { token, body: { key: 'no-id', value: '"b"' } });
    expect(await storedPreference(token, 'no-id')).toBe('"b"');
  });
});
