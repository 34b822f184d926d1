import type { Language } from '../../src/shared/constants';
import type { BindingRefusal } from '../../src/shared/org-info/intention-binding';

type Texts = Readonly<Record<Language, string>>;

/**
 * Why an application may not be priced with the financing intention it names, in the request's
 * language; `{id}` is the intention, the other names what it was priced for.
 */
export const BINDING_TEXTS: Readonly<Record<BindingRefusal | 'unknown', Texts>> = {
  unknown: {
    'en-US': 'your company has no financing intention {id}',
    'zh-CN': '贵司没有融资意向 {id}',
  },
  notAccepted: {
    'en-US': 'intention {id} is {state}: only an accepted price can price a finance order',
    'zh-CN': '意向 {id} 的状态为{state}：只有已接受的报价才能用于融资申请',
  },
  usedByAnother: {
    'en-US':
      'intention {id} already priced another finance order: an accepted price binds one order; record a new intention',
    'zh-CN': '意向 {id} 已用于另一笔融资申请：一个已接受的报价只约束一笔订单，请新建融资意向',
  },
  priceExpired: {
    'en-US': 'the price of intention {id} was valid until {validUntil}; ask for a new price',
    'zh-CN': '意向 {id} 的报价有效期至 {validUntil}，已过期，请重新询价',
  },
  productMismatch: {
    'en-US': 'intention {id} was priced for product {productId}: choose that product',
    'zh-CN': '意向 {id} 的报价针对产品 {productId}，请选择该产品',
  },
  currencyMismatch: {
    'en-US': 'intention {id} was priced in {currency}',
    'zh-CN': '意向 {id} 的报价币种为 {currency}',
  },
  funderMismatch: {
    'en-US': 'intention {id} was priced by {funderName}: choose that funder',
    'zh-CN': '意向 {id} 由 {funderName} 报价，请选择该资金方',
  },
  buyerMismatch: {
    'en-US': 'intention {id} is for buyer {buyerName}: finance that buyer’s receivables',
    'zh-CN': '意向 {id} 针对买方 {buyerName}，请融资该买方的应收账款',
  },
};
