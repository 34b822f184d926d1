import {
  previewTokenVerify,
  type PreviewTokenKind,
} from '../../../src/api/endpoints/session/preview-token';
import { publicRoute } from '../../http/route';
import type { ApiMount } from '../../http/server-context';

/**
 * GET preview verify (public): whether an exhibition or notice token opens its preview pages.
 * Unknown or garbage tokens answer valid false with kind and expiresAt null, never an error, so
 * the guard has one shape to read. A known but expired token says its kind and when it expired
 * (the page can say "this link has expired" rather than "invalid").
 */
export function registerPreviewVerify(api: ApiMount): void {
  publicRoute(api, previewTokenVerify, async ({ db, query }) => {
    const { rows } = await db.query<{ kind: PreviewTokenKind; expires_at: Date; live: boolean }>(
      'SELECT kind, expires_at, expires_at > now() AS live FROM preview_tokens WHERE token = $1',
      [query.token],
    );
    const row = rows[0];
    if (!row) return { valid: false, kind: null, expiresAt: null };
    return { valid: row.live, kind: row.kind, expiresAt: row.expires_at.toISOString() };
  });
}
