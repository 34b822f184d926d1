import type { RunningServer } from '../app';
import { DEMO_PASSWORD, DEMO_USERS } from '../seed/data/demo-users';

/**
 * What a person starting the server needs: where it is, how fast it came up, how to sign in, and
 * the preview links (pages a visitor opens with a token instead of a session).
 */
export function startBanner(server: RunningServer): string {
  const nameWidth = Math.max(...DEMO_USERS.map((u) => u.userName.length), 'user name'.length);
  const rows = DEMO_USERS.map(
    (u) => `  ${u.userName.padEnd(nameWidth)}  ${DEMO_PASSWORD}  ${u.shows}`,
  );
  const data =
    server.dbKind === 'pglite'
      ? `PGlite in ${server.dbLocation}`
      : `PostgreSQL ${server.dbLocation}`;
  return [
    '',
    `  Supply-chain finance portal (reference server) at ${server.url}/`,
    `  started in ${server.startupMs} ms${server.seeded ? ' (seeded demo data)' : ''}; data: ${data}`,
    `  product code ${server.config.productCode}, app id ${server.config.appId}, seed scale ${server.seedScale}`,
    '',
    '  Demo sign-ins:',
    `  ${'user name'.padEnd(nameWidth)}  ${'password'.padEnd(DEMO_PASSWORD.length)}  shows`,
    ...rows,
    '',
    `  Exhibition preview: ${server.url}/buyer-outlook-exhibition?exhibitionToken=${server.previewTokens.exhibition}`,
    `  Notice preview:     ${server.url}/notice/news?notice=${server.previewTokens.notice}`,
    '',
  ].join('\n');
}
