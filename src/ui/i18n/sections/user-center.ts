import type { Widen } from '../widen';

/** The user centre's texts (its pages live in src/ui/pages/user-center). */
export const en = {
  placeholder: 'User centre',
} as const;

export const zh: Widen<typeof en> = {
  placeholder: '用户中心',
};
