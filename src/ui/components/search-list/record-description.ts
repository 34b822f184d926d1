import type { TFunction } from 'i18next';
import { formatMoney } from '../../../shared/format/money';
import type { PageDeclaration } from '../../../shared/page-declaration/types';
import { translateKey } from '../../core/error-text';

type Rec = Record<string, unknown>;

/** A count with the language's thousands separators ("1,204"). */
export const countText = (n: number, language: string): string => n.toLocaleString(language);

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * The words a confirmation and its toast use for the rows an action acts on: one row by its
 * business number and amount ("finance order FN… (USD 417,668.94)"), several by their count
 * ("2 purchase orders"). A page that declares no `record` calls them rows.
 */
export interface RecordWords {
  /** "Withdraw finance order FN… (USD 1.00)?" / "Delete 2 purchase orders?" */
  question: (verb: string) => string;
  /** "finance order FN… (USD 1.00)" / "2 purchase orders": a toast's detail. */
  subject: string;
}

export function recordWords(
  t: TFunction,
  language: string,
  record: PageDeclaration['record'],
  rows: readonly Rec[],
): RecordWords {
  const count = rows.length;
  const noun = translateKey(t, 'search_list.noun.row', 'row');
  const nounKey = record?.nounKey ?? 'search_list.noun.row';
  const lookup = t as unknown as (key: string, options: Record<string, unknown>) => string;
  const nounText = lookup(nounKey, { count, defaultValue: noun });
  const first = rows[0];
  if (count === 1 && first && record) {
    const number = text(first[record.numberField]) || '-';
    const amount = record.amountField ? text(first[record.amountField]) : '';
    const currency = text(first.currency);
    const amountText = amount
      ? t('search_list.amount_suffix', {
          amount: `${currency ? `${currency} ` : ''}${formatMoney(amount, currency || null)}`,
        })
      : '';
    const values = { noun: nounText, number, amount: amountText };
    return {
      question: (verb) => t('search_list.confirm_one', { ...values, verb }),
      subject: t('search_list.one_record', values),
    };
  }
  const n = countText(count, language);
  return {
    question: (verb) => t('search_list.confirm_many', { verb, n, noun: nounText }),
    subject: t('search_list.many_records', { n, noun: nounText }),
  };
}
