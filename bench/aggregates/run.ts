/**
 * `npm run bench:aggregates [-- --rows N] [-- --runs N] [-- --only ours,arquero] [-- --json]`:
 * only the aggregate section of `npm run bench`, on the same generated data.
 */
import { arg, generatedIpc } from '../cli';
import { gc } from '../timing';
import { printAggregateReport, runAggregateBench } from './run-aggregates';

const json = process.argv.includes('--json');
const rows = Number(arg('rows') ?? 1_000_000);
const log = (s: string) => {
  if (!json) console.error(s);
};
log(`generating ${rows} rows…`);
const { ipc, specs } = generatedIpc(rows);
gc();
const only = arg('only')?.split(',');
const report = await runAggregateBench({
  ipc,
  specs,
  rows,
  runs: Number(arg('runs') ?? 20),
  ...(only ? { only } : {}),
  log,
});
if (json) console.log(JSON.stringify(report, null, 2));
else printAggregateReport(report);
