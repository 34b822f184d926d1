import type { Widen } from '../widen';

export const en = {
  title: 'Cash-flow forecast',
} as const;

export const zh: Widen<typeof en> = {
  title: '现金流预测',
};
