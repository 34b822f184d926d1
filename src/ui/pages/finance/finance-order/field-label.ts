import type { TFunction } from 'i18next';
import type { en } from '../../../i18n/sections/finance-order-pages';

export type OrderFieldKey = keyof typeof en.field;

/** The label of an order field (finance_order_pages.field.*). */
export const fieldLabel = (t: TFunction, key: OrderFieldKey): string =>
  t(`finance_order_pages.field.${key}`);
