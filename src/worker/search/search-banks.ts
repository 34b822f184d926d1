import type { HttpClient } from '../../api/http/client';
import { bankSearch, type Bank } from '../../api/endpoints/company/bank-search';

/**
 * Banks by English name, local name or SWIFT code: the one text goes in all three fields, which
 * the server treats as alternatives, so the user need not say which one they typed.
 */
export function searchBanks(http: HttpClient, text: string): Promise<Bank[]> {
  const t = text.trim();
  return http.call(bankSearch, {
    body: { combBankName: t, combBankNameLocal: t, swiftCode: t },
  });
}
