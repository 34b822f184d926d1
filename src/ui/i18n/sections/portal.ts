import type { Widen } from '../widen';

/**
 * Texts the server's translation store may override that no page shows: the seeded `portal`
 * records hold this one, so their round trip is proven without changing a visible text.
 */
export const en = {
  server_note: 'Texts saved on the server override the bundled ones.',
} as const;

export const zh: Widen<typeof en> = {
  server_note: '服务器上保存的文本优先于内置文本。',
};
