import type { RunningServer } from '../app';
import { productPoolFactoring } from '../../src/shared/permissions/pool-mode';
import { SEEDED_COMPANIES } from '../seed/data/companies';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from '../seed/data/demo-users';
import { PERMISSION_TREE } from '../seed/data/permission-tree';
import { menuSummary, poolModeOfSeed } from './menu-summary';

/** The placeholder the demo users' descriptions use for the configured product's business type. */
const PRODUCT_POOL = '{PRODUCT}_POOL_FACTORING';

/** What a sign-in shows, with the product code filled in, and the menu its grants give. */
export function demoUserLines(user: DemoUser, productCode: string): [string, string] {
  const company = SEEDED_COMPANIES.find((c) => c.id === user.companyId);
  const poolMode = poolModeOfSeed(company?.poolMode ?? '');
  const shows = user.shows.replaceAll(PRODUCT_POOL, productPoolFactoring(productCode));
  return [shows, `menu: ${menuSummary(PERMISSION_TREE, user.menu, poolMode)}`];
}

/**
 * What a person starting the server needs: where it is, how fast it came up, how to sign in, and
 * the preview links (pages a visitor opens with a token instead of a session).
 */
export function startBanner(server: RunningServer): string {
  const nameWidth = Math.max(...DEMO_USERS.map((u) => u.userName.length), 'user name'.length);
  const indent = ' '.repeat(2 + nameWidth + 2 + DEMO_PASSWORD.length + 2);
  const rows = DEMO_USERS.flatMap((u) => {
    const [shows, menu] = demoUserLines(u, server.config.productCode);
    return [`  ${u.userName.padEnd(nameWidth)}  ${DEMO_PASSWORD}  ${shows}`, `${indent}${menu}`];
  });
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
