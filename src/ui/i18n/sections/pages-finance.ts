import type { Widen } from '../widen';

/** Texts only the finance group's declared pages use; shared column titles are in `pages`. */
export const en = {
  col: {
    cost_no: 'Cost number',
    item_no: 'Item number',
    fee_type: 'Fee type',
    charged_date: 'Charged on',
    payer: 'Borne by',
    basis_amount: 'Basis amount',
    days: 'Days',
    accrual_date: 'Accrual date',
    pool_name: 'Pool / programme',
    maturity_date: 'Maturity date',
    drawdown_no: 'Drawdown number',
    drawn_amount: 'Drawn amount',
    balance: 'Balance',
    available_amount: 'Available to draw',
    open_date: 'Opened on',
    date_base: 'Day-count base',
    settled_date: 'Settled on',
    payment_no: 'Payment number',
    payer_name: 'Payer',
    payee_name: 'Payee',
    disbursed_amount: 'Disbursed amount',
    apply_amount: 'Amount applied for',
    tenor_days: 'Tenor (days)',
    apply_date: 'Applied on',
  },
  empty: {
    finance_order: 'No finance orders are assigned to your company yet',
  },
  /** An interest rate as the spec shows it (src/shared/finance-order/interest-rate-display.ts). */
  interest_rate: {
    fixed: 'FIXED {{rate}}%',
    floating_up: '{{base}} + {{spread}}%',
    floating_down: '{{base}} − {{spread}}%',
  },
} as const;

export const zh: Widen<typeof en> = {
  col: {
    cost_no: '费用编号',
    item_no: '明细编号',
    fee_type: '费用类型',
    charged_date: '收费日期',
    payer: '承担方',
    basis_amount: '计费基数',
    days: '天数',
    accrual_date: '计提日期',
    pool_name: '资金池/项目',
    maturity_date: '到期日',
    drawdown_no: '提款编号',
    drawn_amount: '提款金额',
    balance: '余额',
    available_amount: '可提款金额',
    open_date: '开户日期',
    date_base: '计息基准',
    settled_date: '结息日期',
    payment_no: '付款编号',
    payer_name: '付款方',
    payee_name: '收款方',
    disbursed_amount: '放款金额',
    apply_amount: '申请金额',
    tenor_days: '期限（天）',
    apply_date: '申请日期',
  },
  empty: {
    finance_order: '贵公司暂无分配的融资订单',
  },
  interest_rate: {
    fixed: '固定 {{rate}}%',
    floating_up: '{{base}} + {{spread}}%',
    floating_down: '{{base}} − {{spread}}%',
  },
} as const;
