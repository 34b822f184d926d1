/** Every demo sign-in of the README, in its order (the seed's DEMO_USERS, by name). */
export const DEMO_USER_NAMES = [
  'supplier',
  'buyer',
  'funder',
  'director',
  'company',
  'supplier-dbs',
  'supplier-pool',
  'reviewer',
  'limited',
  'noaccess',
  'translator',
  'unverified',
] as const;
