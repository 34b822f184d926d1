import type { Widen } from '../widen';

/** Texts only the trade group's declared pages use; shared column titles are in `pages`. */
export const en = {
  record: {
    purchase: 'Purchase order',
    invoice: 'Invoice',
  },
  rate: {
    order_currency: 'Order currency',
    settlement_currency: 'Settlement currency',
    exchange_rate: 'Exchange rate',
  },
  lines: {
    title: 'Order lines',
    description: 'Goods or service',
    quantity: 'Quantity',
    unit_price: 'Unit price',
  },
  col: {
    confirmation_no: 'Confirmation number',
    confirmed_amount: 'Confirmed amount',
    confirmed_date: 'Confirmed date',
    confirmation_status: 'Confirmation status',
    deduction_no: 'Deduction number',
    deducted_amount: 'Deducted amount',
    deduction_reason: 'Deduction reason',
    deduction_date: 'Deduction date',
    counterparty_name: 'Counterparty',
    facility_limit: 'Facility limit',
    sign_status: 'Signing status',
    signed_date: 'Signed date',
    signed_by: 'Signed by',
    expiry_date: 'Expiry date',
    account_category: 'Account category',
    available_balance: 'Available balance',
    frozen_amount: 'Frozen amount',
    last_movement_date: 'Last movement',
  },
} as const;

export const zh: Widen<typeof en> = {
  record: {
    purchase: '采购订单',
    invoice: '发票',
  },
  rate: {
    order_currency: '订单币种',
    settlement_currency: '结算币种',
    exchange_rate: '汇率',
  },
  lines: {
    title: '订单行',
    description: '货物或服务',
    quantity: '数量',
    unit_price: '单价',
  },
  col: {
    confirmation_no: '确认编号',
    confirmed_amount: '确认金额',
    confirmed_date: '确认日期',
    confirmation_status: '确认状态',
    deduction_no: '扣款编号',
    deducted_amount: '扣款金额',
    deduction_reason: '扣款原因',
    deduction_date: '扣款日期',
    counterparty_name: '交易对手',
    facility_limit: '授信额度',
    sign_status: '签署状态',
    signed_date: '签署日期',
    signed_by: '签署人',
    expiry_date: '到期日期',
    account_category: '账户类别',
    available_balance: '可用余额',
    frozen_amount: '冻结金额',
    last_movement_date: '最近变动日期',
  },
} as const;
