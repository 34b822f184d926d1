import { COUNTERPARTIES } from '../pages/seed-values';

/**
 * Trading partners without portal users, so the buyer, supplier and company searches have a
 * directory worth searching. The names the declared pages' records use (COUNTERPARTIES) are among
 * them, so a search finds the counterparty a record shows (the second is the demo buyer company
 * itself, seeded with the demo companies). Each company has one English name: records and the
 * directory spell it alike.
 */
export interface CounterpartySeed {
  id: string;
  code: string;
  /** Local name (Chinese for Chinese companies). */
  name: string;
  nameEn: string;
  countryCode: string;
  roles: readonly string[];
}

type Row = readonly [name: string, nameEn: string, country: string, roles: readonly string[]];

const BUYER = ['BUYER'] as const;
const SUPPLIER = ['SUPPLIER'] as const;
const BOTH = ['BUYER', 'SUPPLIER'] as const;

const ROWS: readonly Row[] = [
  [COUNTERPARTIES[0], 'Harbour Lights Trading Ltd.', '344', BOTH],
  [COUNTERPARTIES[2], 'South China E-Commerce Trading Co., Ltd.', '156', BOTH],
  [COUNTERPARTIES[3], 'Sakura Devices K.K.', '392', BOTH],
  [COUNTERPARTIES[4], 'Blue Delta Logistics Pte. Ltd.', '702', BOTH],
  [COUNTERPARTIES[5], COUNTERPARTIES[5], '276', BOTH],
  [COUNTERPARTIES[6], 'Pacific Rim Foods Inc.', '840', BOTH],
  [COUNTERPARTIES[7], 'Shanghai Hongda Machinery Manufacturing Co., Ltd.', '156', BOTH],
  [COUNTERPARTIES[8], 'Andes Copper S.A.', '152', BOTH],
  [COUNTERPARTIES[9], 'Lotus Home Furnishings', '702', BOTH],
  [COUNTERPARTIES[10], 'Great Lakes Outfitters', '124', BOTH],
  [COUNTERPARTIES[11], 'Kowloon Precision Parts', '344', BOTH],
  ['Brightway Supermarkets Ltd.', 'Brightway Supermarkets Ltd.', '826', BUYER],
  ['Crescent Home Retail LLC', 'Crescent Home Retail LLC', '784', BUYER],
  ['北京京东方显示科技有限公司', 'Beijing Jingdong Display Technology Co., Ltd.', '156', BUYER],
  ['深圳市华星电器有限公司', 'Shenzhen Huaxing Electrical Appliances Co., Ltd.', '156', BUYER],
  ['Nordic Outdoor AB', 'Nordic Outdoor AB', '752', BUYER],
  ['Maple Leaf Grocers Inc.', 'Maple Leaf Grocers Inc.', '124', BUYER],
  ['Rhein Automotive Systems GmbH', 'Rhein Automotive Systems GmbH', '276', BUYER],
  ['Coral Bay Hotels Pte. Ltd.', 'Coral Bay Hotels Pte. Ltd.', '702', BUYER],
  ['Osaka Kitchenware Co., Ltd.', 'Osaka Kitchenware Co., Ltd.', '392', BUYER],
  ['Golden Gate Apparel Inc.', 'Golden Gate Apparel Inc.', '840', BUYER],
  ['广州天河百货有限公司', 'Guangzhou Tianhe Department Store Co., Ltd.', '156', BUYER],
  ['Sunrise Pharmacy Chain Ltd.', 'Sunrise Pharmacy Chain Ltd.', '344', BUYER],
  ['Thames Valley Builders Ltd.', 'Thames Valley Builders Ltd.', '826', BUYER],
  ['Merlion Office Supplies Pte. Ltd.', 'Merlion Office Supplies Pte. Ltd.', '702', BUYER],
  ['Atlas Mining Equipment Pty Ltd', 'Atlas Mining Equipment Pty Ltd', '036', BUYER],
  ['杭州西湖茶业有限公司', 'Hangzhou West Lake Tea Co., Ltd.', '156', SUPPLIER],
  ['东莞精工模具有限公司', 'Dongguan Precision Mould Co., Ltd.', '156', SUPPLIER],
  ['Saigon Garment Export JSC', 'Saigon Garment Export JSC', '704', SUPPLIER],
  ['Chennai Cotton Mills Pvt. Ltd.', 'Chennai Cotton Mills Pvt. Ltd.', '356', SUPPLIER],
  ['Penang Semiconductor Sdn. Bhd.', 'Penang Semiconductor Sdn. Bhd.', '458', SUPPLIER],
  ['Busan Marine Parts Co., Ltd.', 'Busan Marine Parts Co., Ltd.', '410', SUPPLIER],
  ['宁波海天塑料制品有限公司', 'Ningbo Haitian Plastic Products Co., Ltd.', '156', SUPPLIER],
  ['Bangkok Rubber Industries Co., Ltd.', 'Bangkok Rubber Industries Co., Ltd.', '764', SUPPLIER],
  ['Orient Trade Finance Limited', 'Orient Trade Finance Limited', '344', ['FUNDER']],
  [
    'Meridian Supply Chain Capital Pte. Ltd.',
    'Meridian Supply Chain Capital Pte. Ltd.',
    '702',
    ['FUNDER'],
  ],
];

/** Codes continue the demo companies' scheme (BUY2…, SUP1…, FUN3…) in a range of their own. */
const SERIES: Record<string, string> = { BUYER: 'BUY21', SUPPLIER: 'SUP11', FUNDER: 'FUN31' };

export const COUNTERPARTY_COMPANIES: readonly CounterpartySeed[] = ROWS.map(
  ([name, nameEn, countryCode, roles], i) => ({
    id: `C${String(101 + i)}`,
    code: `${SERIES[roles[0] ?? 'BUYER'] ?? 'BUY21'}${String(i + 1).padStart(3, '0')}`,
    name,
    nameEn,
    countryCode,
    roles,
  }),
);
