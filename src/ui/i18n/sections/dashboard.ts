import type { Widen } from '../widen';

export const en = {
  title: 'Receivables dashboard',
} as const;

export const zh: Widen<typeof en> = {
  title: '应收账款看板',
};
