import type { Widen } from '../widen';

export const en = {
  title: 'Charts',
} as const;

export const zh: Widen<typeof en> = {
  title: '图表',
};
