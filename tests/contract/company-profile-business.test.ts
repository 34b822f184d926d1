import { describe, expect, it } from 'vitest';
import { companyEditForm } from '../../src/api/endpoints/company-edit/company-edit-form';
import { editBuyer } from '../../src/api/endpoints/company-edit/edit-company';
import { companyProfile } from '../../src/api/endpoints/company-profile/company-profile';
import { call, newCommandId, signIn } from './helpers/api';

/**
 * The detail answers every field the company edit keeps (docs/company.md): a saved phone, e-mail,
 * website, industry, main bank and payment term are on the profile at once. On the buyer's
 * company (C002), with values other than the seeded ones; the test puts the form's values back.
 */

const profileOf = async (token: string) => {
  const reply = await call(companyProfile, { token });
  expect(reply.body.code, reply.body.message).toBe(200);
  return companyProfile.data.parse(reply.body.data);
};

describe('the company profile after an edit', () => {
  it('answers the saved contact and business fields', async () => {
    const token = await signIn('buyer');
    const form = companyEditForm.data.parse((await call(companyEditForm, { token })).body.data);
    const { licenceNo: _licence, mainProducts: _products, ...values } = form.values;
    const save = (body: unknown) =>
      call(editBuyer, { token, commandId: newCommandId('company-edit'), body });
    try {
      const saved = await save({
        ...values,
        contactName: 'Rachel Lim',
        phone: '+65 6123 9876',
        email: 'treasury@northwind-retail.example',
        website: 'https://northwind-retail.example/about',
        industry: 'TRANSPORT_LOGISTICS',
        industryOther: '',
        mainBankSwift: 'HSBCCNSH',
        paymentTermDays: 75,
      });
      expect(saved.body.code, saved.body.message).toBe(200);
      const profile = await profileOf(token);
      expect(profile.business).toMatchObject({
        contactName: 'Rachel Lim',
        phone: '+65 6123 9876',
        email: 'treasury@northwind-retail.example',
        website: 'https://northwind-retail.example/about',
        industry: 'TRANSPORT_LOGISTICS',
        mainBank: { code: 'HSBCCNSH' },
        paymentTermDays: 75,
      });
      expect(profile.business.mainBank?.nameEn).toContain('HSBC');
      expect(profile.base.realnameVerifiedAt).not.toBeNull();

      // An industry of its own ("other") is answered as typed.
      await save({ ...values, industry: 'OTHER', industryOther: 'Department stores' });
      expect((await profileOf(token)).business).toMatchObject({
        industry: 'OTHER',
        industryOther: 'Department stores',
      });
    } finally {
      await save({ ...values, paymentTermDays: form.values.paymentTermDays });
    }
    expect((await profileOf(token)).business.phone).toBe(values.phone);
  });
});
