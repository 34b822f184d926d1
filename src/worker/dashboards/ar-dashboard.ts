/**
 * Which answer the dashboard gives: the demonstration data for a visitor nobody signed in as
 * (a preview link), the local cache once every table has synced, the server's calls before.
 */
import type { HttpClient } from '../../api/http/client';
import type {
  ArDashboard,
  ArDashboardAsk,
  ArDashboardFilter,
} from '../../shared/dashboard/ar-dashboard';
import type { ReceivablesCache } from '../receivables/receivables-cache';
import { localArDashboard } from './ar-local';
import type { ArMemo } from './ar-memo';
import { serverArDashboard } from './ar-server';
import type { ServerAnswers } from './ar-server-kept';
import type { ArTables } from './ar-tables';
import { demoTables } from './demo-dataset';
import { serverToday } from './server-today';

export interface ArDashboardDeps {
  http: HttpClient;
  cache: Pick<ReceivablesCache, 'stamp' | 'rawTable'>;
  signedIn(): boolean;
  /** Who is signed in (company and user): whose server answers `serverAnswers` may give back. */
  who?(): string;
  /** The server's answers during the first sync, asked once per question (ar-server-kept.ts). */
  serverAnswers?: ServerAnswers;
  today?(): string;
  /** Local answers kept by what they were computed from (ar-memo.ts). */
  memo?: ArMemo;
  /** The code that computes them: a new build's figures may differ (its worker script's URL). */
  revision?: string;
}

let demo: { asOf: string; tables: ArTables } | undefined;

/** The demonstration tables of `asOf`, generated once per day. */
function demoFor(asOf: string): ArTables {
  if (demo?.asOf !== asOf) demo = { asOf, tables: demoTables(asOf) };
  return demo.tables;
}

export async function cachedTables(cache: Pick<ReceivablesCache, 'rawTable'>): Promise<ArTables> {
  const [buyers, receivables, payments, dilutions, financings] = await Promise.all([
    cache.rawTable('buyers'),
    cache.rawTable('receivables'),
    cache.rawTable('payments'),
    cache.rawTable('dilutions'),
    cache.rawTable('financings'),
  ]);
  return { buyers, receivables, payments, dilutions, financings };
}

async function decodeForNext(cache: Pick<ReceivablesCache, 'rawTable'>): Promise<void> {
  await cache.rawTable('receivables');
  await cachedTables(cache);
}

export async function arDashboard(
  deps: ArDashboardDeps,
  filter: ArDashboardFilter,
  ask: ArDashboardAsk = {},
): Promise<ArDashboard> {
  const asOf = (deps.today ?? serverToday)();
  if (!deps.signedIn()) return localArDashboard(demoFor(asOf), filter, asOf, 'demo');
  const tables = await deps.cache.stamp();
  if (tables === null) {
    const fromServer = () => serverArDashboard(deps.http, filter, asOf, ask);
    if (!deps.serverAnswers) return fromServer();
    const question = `${deps.who?.() ?? ''}|${asOf}|${filterKey(filter)}|${ask.awaitingSync === true}`;
    return deps.serverAnswers.answer(question, fromServer);
  }
  const stamp = `${deps.revision ?? ''}|${asOf}|${tables}`;
  const key = filterKey(filter);
  const kept = await deps.memo?.get(stamp, key);
  if (kept) {
    // Decode the tables meanwhile: the next filter the user picks is computed from them. The
    // receivables first, alone: the list below asks for them next, and read beside the payments
    // they took twice as long to reach it.
    setTimeout(() => void decodeForNext(deps.cache).catch(() => undefined), 0);
    return kept;
  }
  const answer = localArDashboard(await cachedTables(deps.cache), filter, asOf, 'local');
  deps.memo?.remember(stamp, key, answer);
  return answer;
}

/** The filter's fields in a fixed order, so equal filters give equal keys. */
const filterKey = (filter: ArDashboardFilter): string =>
  JSON.stringify(Object.entries(filter).sort(([a], [b]) => (a < b ? -1 : 1)));
