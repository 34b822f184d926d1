import { contractDocument } from '../../../src/api/endpoints/contract/contract-document';
import { BusinessError } from '../../http/business-error';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { CONTRACT_PAGE_ID } from './contract-sign';
import { contractText, templateCodeOf } from './contract-text';
import { readSignature } from './signature-store';

const text = (value: unknown): string =>
  value === null || value === undefined ? '' : String(value);

/**
 * GET a contract's document (docs/contract-signing.md): its stored terms, the text generated from
 * its product's contract template in the caller's language, and its signature. The text is plain
 * clauses, so the portal shows it without rendering anyone's markup.
 */
export function registerContractDocument(api: ApiMount): void {
  route(api, contractDocument, async ({ db, user, params, lang }) => {
    const { rows } = await db.query<{ data: Record<string, unknown> }>(
      'SELECT data FROM page_records WHERE page_id = $1 AND company_id = $2 AND id = $3',
      [CONTRACT_PAGE_ID, user.companyId, params.id],
    );
    const contract = rows[0]?.data;
    if (!contract) {
      throw BusinessError.badRequest('unknownRecord', { pageId: CONTRACT_PAGE_ID, id: params.id });
    }
    const code = templateCodeOf(contract.productName);
    const [template, company] = await Promise.all([
      db.query<{ code: string; name_en: string; name_cn: string; version: number }>(
        'SELECT code, name_en, name_cn, version FROM contract_templates WHERE code = $1',
        [code],
      ),
      db.query<{ name: string; name_en: string }>(
        'SELECT name, name_en FROM companies WHERE id = $1',
        [user.companyId],
      ),
    ]);
    const tpl = template.rows[0];
    if (!tpl) throw new Error(`contract template ${code} is not seeded`);
    const zh = lang === 'zh-CN';
    const templateName = zh ? tpl.name_cn : tpl.name_en;
    const companyRow = company.rows[0];
    const { title, clauses } = contractText(
      {
        contractNo: text(contract.contractNo),
        templateName,
        templateVersion: tpl.version,
        companyName: text(zh ? companyRow?.name : companyRow?.name_en),
        funderName: text(contract.funderName),
        counterpartyName: text(contract.counterpartyName),
        productName: text(contract.productName),
        currency: text(contract.currency),
        facilityLimit: text(contract.facilityLimit),
        expiryDate: text(contract.expiryDate),
      },
      lang,
    );
    return {
      contract,
      template: { code: tpl.code, name: templateName, version: tpl.version },
      title,
      clauses,
      signature: await readSignature(db, user.companyId, params.id),
    };
  });
}
