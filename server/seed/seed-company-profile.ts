import { demoPdf, demoPng } from '../company-profile/demo-documents';
import type { Db } from '../db/db';
import { insertRows } from '../db/insert-rows';
import { COMPANIES } from './data/companies';
import { DEMO_USERS } from './data/demo-users';

/**
 * The company profile's demo data (docs/company.md#seed): two contacts per demo company and a
 * filed set of documents: the business licence and articles in the simulated DMS (keys `LFI…`),
 * a financial statement (PDF) and a bank reference scan (PNG) uploaded to the portal's own store.
 */
export async function seedCompanyProfile(tx: Db): Promise<void> {
  const contacts: unknown[][] = [];
  const dms: unknown[][] = [];
  const local: unknown[][] = [];
  const filed: unknown[][] = [];
  COMPANIES.forEach((company, n) => {
    const admin = DEMO_USERS.find((u) => u.companyId === company.id);
    const domain = (admin?.email.split('@')[1] ?? 'example.com').toLowerCase();
    contacts.push(
      [
        `CT-${company.id}-1`,
        company.id,
        1,
        admin?.cname ?? 'Operations desk',
        'Finance manager',
        admin?.email ?? `finance@${domain}`,
        admin?.mobile ?? '+852 0000 0000',
        true,
      ],
      [
        `CT-${company.id}-2`,
        company.id,
        2,
        'Treasury desk',
        'Treasury operations',
        `treasury@${domain}`,
        `+852 2100 ${String(1000 + n).padStart(4, '0')}`,
        false,
      ],
    );
    const by = admin?.id ?? 'seed';
    const day = (d: number) => new Date(Date.UTC(2026, 0, 5 + d * 3 + n)).toISOString();
    const doc = (title: string) =>
      demoPdf([title, company.nameEn, `Registration no. ${company.bizRegNo}`, company.address]);
    const licence = doc('Business licence');
    const articles = doc('Articles of association');
    dms.push(
      [
        `LFI${company.id}0001`,
        company.id,
        'business-licence.pdf',
        'application/pdf',
        licence.byteLength,
        licence,
        day(0),
      ],
      [
        `LFI${company.id}0002`,
        company.id,
        'articles-of-association.pdf',
        'application/pdf',
        articles.byteLength,
        articles,
        day(1),
      ],
    );
    const statement = doc('Audited financial statements 2025');
    const scan = demoPng(480, 320, [40 + n * 30, 110, 170]);
    local.push(
      [
        `ATT-SEED-${company.id}-1`,
        company.id,
        by,
        'financial-statements-2025.pdf',
        'application/pdf',
        statement.byteLength,
        statement,
        day(2),
      ],
      [
        `ATT-SEED-${company.id}-2`,
        company.id,
        by,
        'bank-reference-letter.png',
        'image/png',
        scan.byteLength,
        scan,
        day(3),
      ],
    );
    filed.push(
      [
        company.id,
        `LFI${company.id}0001`,
        'DMS',
        'BUSINESS_LICENCE',
        'business-licence.pdf',
        licence.byteLength,
        'dms',
        day(0),
      ],
      [
        company.id,
        `LFI${company.id}0002`,
        'DMS',
        'ARTICLES',
        'articles-of-association.pdf',
        articles.byteLength,
        'dms',
        day(1),
      ],
      [
        company.id,
        `ATT-SEED-${company.id}-1`,
        'LOCAL',
        'FINANCIAL_STATEMENTS',
        'financial-statements-2025.pdf',
        statement.byteLength,
        by,
        day(2),
      ],
      [
        company.id,
        `ATT-SEED-${company.id}-2`,
        'LOCAL',
        'BANK_DOCUMENTS',
        'bank-reference-letter.png',
        scan.byteLength,
        by,
        day(3),
      ],
    );
  });
  await insertRows(
    tx,
    'company_contacts',
    ['id', 'company_id', 'seq', 'name', 'title', 'email', 'phone', 'is_primary'],
    contacts,
  );
  await insertRows(
    tx,
    'dms_documents',
    ['doc_key', 'company_id', 'file_name', 'media_type', 'size', 'bytes', 'created_at'],
    dms,
  );
  await insertRows(
    tx,
    'sys_attachments',
    [
      'object_key',
      'company_id',
      'uploaded_by',
      'file_name',
      'media_type',
      'size',
      'bytes',
      'created_at',
    ],
    local,
  );
  await insertRows(
    tx,
    'company_attachments',
    [
      'company_id',
      'object_key',
      'file_source',
      'kind',
      'file_name',
      'size',
      'uploaded_by',
      'created_at',
    ],
    filed,
  );
}
