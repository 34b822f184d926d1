import { describe, expect, it } from 'vitest';
import { personInfo } from '../../src/api/endpoints/session/person-info';
import { userInfo } from '../../src/api/endpoints/session/user-info';
import { modifyContact } from '../../src/api/endpoints/user/modify-contact';
import { updateUserInfo } from '../../src/api/endpoints/user/update-user-info';
import { call, newCommandId, signIn } from './helpers/api';

async function principal(token: string) {
  return userInfo.data.parse((await call(userInfo, { token })).body.data);
}

async function person(token: string) {
  const reply = await call(personInfo, { token, body: {} });
  expect(reply.body.code, reply.body.message).toBe(200);
  return personInfo.data.parse(reply.body.data);
}

describe('update user info (a command)', () => {
  it('applies once per command id: a repeat answers the first result and changes nothing', async () => {
    const token = await signIn('director');
    const original = await principal(token);
    const profile = (u: typeof original) => ({
      cname: u.cname,
      email: u.email,
      language: u.language,
      timeZone: u.timeZone,
      timeFormat: u.timeFormat,
    });
    try {
      const id = newCommandId('profile');
      const first = await call(updateUserInfo, {
        token,
        commandId: id,
        body: {
          cname: 'Zhou Min (edited)',
          email: 'zhou.min+edited@lotus-holdings.example',
          language: 'zh-CN',
          timeZone: '-5:30',
          timeFormat: 'DD/MM/YYYY',
        },
      });
      expect(first.body.code, first.body.message).toBe(200);
      expect(Date.parse(updateUserInfo.data.parse(first.body.data).updatedAt)).not.toBeNaN();
      const repeat = await call(updateUserInfo, {
        token,
        commandId: id,
        body: { ...profile(original), cname: 'Somebody Else' },
      });
      expect(repeat.body).toEqual(first.body);
      expect(repeat.headers.get('x-command-replayed')).toBe('true');
      expect(profile(await principal(token))).toEqual({
        cname: 'Zhou Min (edited)',
        email: 'zhou.min+edited@lotus-holdings.example',
        language: 'zh-CN',
        timeZone: '-5:30',
        timeFormat: 'DD/MM/YYYY',
      });
    } finally {
      const restored = await call(updateUserInfo, {
        token,
        commandId: newCommandId('profile-restore'),
        body: profile(original),
      });
      expect(restored.body.code).toBe(200);
    }
    expect(await principal(token)).toEqual(original);
  });

  it('refuses fields outside the declaration, naming them', async () => {
    const token = await signIn('director');
    const reply = await call(updateUserInfo, {
      token,
      commandId: newCommandId('profile-bad'),
      body: {
        cname: '  ',
        email: 'not-an-email',
        language: 'fr-FR',
        timeZone: 'UTC',
        timeFormat: 'YYYY/MM/DD',
      },
    });
    expect(reply.body).toMatchObject({ code: 400, messageKey: 'common.error.bad_request' });
    const fields = (reply.body.data as { fields: { field: string }[] }).fields.map((f) => f.field);
    expect(fields.sort()).toEqual(['cname', 'email', 'language', 'timeZone']);
  });
});

describe('modify contact (a command)', () => {
  it('applies once per command id; person info then shows the new mobile masked', async () => {
    const token = await signIn('director');
    const before = await person(token);
    expect(before.mobileMasked).toBe('+86*******1004');
    try {
      const id = newCommandId('contact');
      const first = await call(modifyContact, {
        token,
        commandId: id,
        body: { mobile: '+86 139 1600 7788', noticeEmail: 'notices@lotus-holdings.example' },
      });
      expect(first.body.code, first.body.message).toBe(200);
      const repeat = await call(modifyContact, {
        token,
        commandId: id,
        body: { mobile: '+86 139 1600 9911', noticeEmail: 'other@lotus-holdings.example' },
      });
      expect(repeat.body).toEqual(first.body);
      expect(repeat.headers.get('x-command-replayed')).toBe('true');
      expect((await person(token)).mobileMasked).toBe('+86*******7788');
    } finally {
      await call(modifyContact, {
        token,
        commandId: newCommandId('contact-restore'),
        body: { mobile: '+86 139 1600 1004', noticeEmail: 'zhou.min@lotus-holdings.example' },
      });
    }
    expect(await person(token)).toEqual(before);
  });

  it('refuses a mobile that is not a phone number', async () => {
    const token = await signIn('director');
    const reply = await call(modifyContact, {
      token,
      body: { mobile: 'call me', noticeEmail: 'zhou.min@lotus-holdings.example' },
    });
    expect(reply.body).toMatchObject({ code: 400, data: { fields: [{ field: 'mobile' }] } });
  });
});

describe('person info', () => {
  it('answers a verified person with the id number and mobile masked', async () => {
    const info = await person(await signIn('supplier'));
    expect(info).toEqual({
      name: '陈立',
      idType: 'ID_CARD',
      idNoMasked: '440***********452X',
      mobileMasked: '+86*******1001',
      verified: true,
      verifiedAt: '2025-03-14T02:30:00.000Z',
      companyVerified: true,
    });
  });

  it('answers a submitted but unverified record as not verified, still masked', async () => {
    const info = await person(await signIn('supplier-pool'));
    expect(info).toMatchObject({ verified: false, verifiedAt: null, idType: 'ID_CARD' });
    expect(info.idNoMasked).toMatch(/^320\*{11}8813$/);
  });

  it('answers someone who never started verification with the display name only', async () => {
    expect(await person(await signIn('limited'))).toEqual({
      name: 'Sun Jing',
      idType: '',
      idNoMasked: '',
      mobileMasked: '+86*******1008',
      verified: false,
      verifiedAt: null,
      companyVerified: true,
    });
  });

  it('keeps only the last two characters of short numbers (passport, HKID)', async () => {
    expect(await person(await signIn('funder'))).toMatchObject({
      idType: 'HKID',
      idNoMasked: '******12',
      mobileMasked: '+85*****1003',
      verified: true,
    });
    expect((await person(await signIn('buyer'))).idNoMasked).toBe('*******7Q');
  });
});
