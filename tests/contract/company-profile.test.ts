import { describe, expect, it } from 'vitest';
import {
  attachmentAdd,
  attachmentTree,
  type AttachmentFolder,
} from '../../src/api/endpoints/company-profile/attachment-tree';
import {
  companyProfile,
  companyProfileData,
  type CompanyProfile,
} from '../../src/api/endpoints/company-profile/company-profile';
import { ATTACHMENT_KINDS } from '../../src/shared/company-profile/attachment-rules';
import { call, signIn } from './helpers/api';
import { TINY_PNG } from './uploads/fixtures';
import { uploadFile } from './uploads/upload-helpers';

async function profileOf(user: string): Promise<CompanyProfile> {
  const reply = await call(companyProfile, { token: await signIn(user) });
  expect(reply.body.code).toBe(200);
  return companyProfileData.parse(reply.body.data);
}

async function treeOf(token: string): Promise<AttachmentFolder[]> {
  const reply = await call(attachmentTree, { token });
  expect(reply.body.code).toBe(200);
  return reply.body.data as AttachmentFolder[];
}

describe('company profile: the caller’s own company', () => {
  it('answers the supplier its company, with the supplier and buyer sections from its records', async () => {
    const profile = await profileOf('supplier');
    expect(profile.base).toMatchObject({ code: 'SUP10001', bizRegNo: '91440300MA5F0EVG1X' });
    expect(profile.roles).toEqual(['SUPPLIER', 'BUYER']);
    expect(profile.sections.company).toBeNull();
    expect(profile.sections.funder).toBeNull();
    // Evergreen's records name buyers, and its receivables have their buyers.
    expect(profile.sections.supplier?.buyers.length).toBeGreaterThan(0);
    expect(profile.sections.supplier?.receivableBuyers).toBeGreaterThan(0);
    // Where it buys, it is the buyer: never listed among its own buyers.
    const buyers = profile.sections.supplier?.buyers.map((b) => b.name) ?? [];
    expect(buyers).not.toContain(profile.base.name);
    expect(buyers).not.toContain(profile.base.nameEn);
    // Its own purchase records name its suppliers.
    expect(profile.sections.buyer?.suppliers.length).toBeGreaterThan(0);
    expect(profile.sections.buyer?.suppliers.map((s) => s.name)).not.toContain(profile.base.name);
    // Only its own accounts and contacts.
    expect(profile.bankAccounts.length).toBeGreaterThan(0);
    expect(profile.bankAccounts.every((a) => a.id.startsWith('BA-C001-'))).toBe(true);
    expect(profile.collectionAccounts.every((a) => a.companyCode === 'SUP10001')).toBe(true);
    expect(profile.contacts.map((c) => c.id)).toEqual(['CT-C001-1', 'CT-C001-2']);
    expect(profile.contacts[0]?.primary).toBe(true);
  });

  it('answers the buyer the suppliers whose records name it', async () => {
    const profile = await profileOf('buyer');
    expect(profile.base.code).toBe('BUY20001');
    expect(profile.sections.supplier).toBeNull();
    const suppliers = profile.sections.buyer?.suppliers.map((s) => s.name) ?? [];
    expect(suppliers).toContain('Evergreen Components (Shenzhen) Co., Ltd.');
    expect(profile.contacts.every((c) => c.id.startsWith('CT-C002-'))).toBe(true);
  });

  it('answers the funder the financing products it offers', async () => {
    const profile = await profileOf('funder');
    expect(profile.base.code).toBe('FUN30001');
    expect(profile.sections.funder?.products.length).toBeGreaterThan(0);
    expect(profile.sections.supplier).toBeNull();
    expect(profile.sections.buyer).toBeNull();
  });

  it('answers the company role its business type and user accounts', async () => {
    const profile = await profileOf('company');
    expect(profile.sections.company).toMatchObject({ businessType: 'NONE' });
    expect(profile.sections.company?.users).toBeGreaterThanOrEqual(
      profile.sections.company?.activeUsers ?? 0,
    );
  });

  it('lets limited view the profile and the tree, not add files; noaccess sees nothing', async () => {
    const limited = await signIn('limited');
    expect((await call(companyProfile, { token: limited })).body.code).toBe(200);
    expect((await treeOf(limited)).length).toBe(ATTACHMENT_KINDS.length);
    const add = await call(attachmentAdd, {
      token: limited,
      body: { kind: 'OTHER', objectKeys: ['ATT-SEED-C001-1'] },
    });
    expect(add.body.code).toBe(403);
    const noaccess = await signIn('noaccess');
    expect((await call(companyProfile, { token: noaccess })).body.code).toBe(403);
    expect((await call(attachmentTree, { token: noaccess })).body.code).toBe(403);
  });
});

describe('attachment tree', () => {
  it('has one folder per kind, in order, with the seeded DMS and portal files of the company only', async () => {
    const tree = await treeOf(await signIn('supplier'));
    expect(tree.map((f) => f.kind)).toEqual([...ATTACHMENT_KINDS]);
    const files = tree.flatMap((f) => f.files);
    expect(tree[0]?.files.map((f) => [f.objectKey, f.fileSource])).toEqual([
      ['LFIC0010001', 'DMS'],
    ]);
    expect(files.map((f) => f.objectKey)).toEqual(
      expect.arrayContaining(['LFIC0010002', 'ATT-SEED-C001-1', 'ATT-SEED-C001-2']),
    );
    expect(files.some((f) => f.objectKey.includes('C002'))).toBe(false);
  });

  it('files an upload into a folder, once, and refuses another company’s key like an unknown one', async () => {
    const supplier = await signIn('supplier');
    const upload = await uploadFile(supplier, 'licence-scan.png', TINY_PNG, 'image/png');
    const key = upload.data?.objectKey ?? '';
    const add = () =>
      call(attachmentAdd, {
        token: supplier,
        body: { kind: 'BUSINESS_LICENCE', objectKeys: [key] },
      });
    expect((await add()).body).toMatchObject({ code: 200, data: { added: 1 } });
    expect((await add()).body).toMatchObject({ code: 200, data: { added: 0 } });
    const licence = (await treeOf(supplier)).find((f) => f.kind === 'BUSINESS_LICENCE');
    expect(licence?.files.map((f) => f.objectKey)).toContain(key);
    expect(licence?.files.find((f) => f.objectKey === key)).toMatchObject({
      fileName: 'licence-scan.png',
      fileSource: 'LOCAL',
      size: TINY_PNG.byteLength,
    });

    const buyer = await signIn('buyer');
    for (const foreign of [key, 'ATT-nope', 'LFIC0020001']) {
      const refused = await call(attachmentAdd, {
        token: buyer,
        body: { kind: 'OTHER', objectKeys: [foreign] },
      });
      expect(refused.body.code).toBe(400);
    }
    expect((await treeOf(buyer)).flatMap((f) => f.files).some((f) => f.objectKey === key)).toBe(
      false,
    );
  });

  it('refuses an unknown folder and too many keys before reading them', async () => {
    const supplier = await signIn('supplier');
    const badKind = await call(attachmentAdd, {
      token: supplier,
      body: { kind: 'SECRETS', objectKeys: ['ATT-SEED-C001-1'] },
    });
    expect(badKind.body.code).toBe(400);
    const tooMany = await call(attachmentAdd, {
      token: supplier,
      body: { kind: 'OTHER', objectKeys: Array.from({ length: 21 }, (_, i) => `ATT-${i}`) },
    });
    expect(tooMany.body.code).toBe(400);
  });
});
