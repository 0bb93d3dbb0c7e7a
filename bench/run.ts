import fs from 'node:fs';
import path from 'node:path';
import { prepareDatabase, suffixedUrl, type PreparedDatabase } from './database';
import { loadSettingsFromEnv, measure, probe, type LoadSettings, type Measurement, type Target } from './load';
import {
  buildClientIfNeeded,
  freePort,
  RESULTS_DIR,
  startAppServer,
  startBaselineServer,
  TMP,
  type Child,
  type ClientBuild,
} from './processes';
import { SEARCH_QUERIES, timeListingQueries, timeSearchQueries, type QueryTiming } from './queries';
import { contextLine, markdownTable, runContext, textTable, writeResults, type RunContext } from './report';

// `npm run bench`: throughput and latency of the public reads against a bare Fastify route, on
// a generated catalogue of 10,000 products (and the listings again at 1,000 and 100,000 for the
// scaling figure). SQLite by default; MySQL when DATABASE_URL is set (that database is reset).
//
// BENCH_DURATION (s, default 10), BENCH_WARMUP (s, default 3), BENCH_CONNECTIONS (default 100),
// BENCH_SIZES (default 1000,10000,100000; 10000 carries the full set) shorten or widen a run.

const MAIN_SIZE = 10_000;

/** The exact request each public read is made with (tRPC as httpBatchLink builds it). */
function appTargets(base: string, full: boolean): Target[] {
  const trpc = (procedure: string, input: unknown) =>
    `${base}/trpc/${procedure}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: input }))}`;
  const listing: Target[] = [
    { name: 'REST GET /api/getProducts', kind: 'read', url: `${base}/api/getProducts?page=1&limit=20` },
    {
      name: 'tRPC selection.list',
      kind: 'read',
      url: trpc('selection.list', { type: 'goldRings', page: 1, limit: 20, sort: 'relevance' }),
    },
  ];
  if (!full) return listing;
  return [
    listing[0]!,
    {
      name: 'REST POST /api/getSelectionByTypeCatagory',
      kind: 'read',
      method: 'POST',
      url: `${base}/api/getSelectionByTypeCatagory`,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'goldRings', page: 1, limit: 20 }),
    },
    listing[1]!,
    {
      name: 'REST GET /api/getProducts sorted by price',
      kind: 'read',
      url: `${base}/api/getProducts?page=1&limit=20&sort=priceAsc`,
    },
    {
      name: 'tRPC selection.list sorted by price, in a range',
      kind: 'read',
      url: trpc('selection.list', {
        type: 'goldRings',
        page: 1,
        limit: 20,
        sort: 'priceDesc',
        minPrice: 10000,
        maxPrice: 500000,
      }),
    },
    { name: 'REST GET /api/search', kind: 'read', url: `${base}/api/search?q=kamal%20ring&purity=22K` },
    {
      name: 'tRPC search.search',
      kind: 'read',
      url: trpc('search.search', { q: 'kamal ring', purity: '22K', page: 1, limit: 20, sort: 'relevance' }),
    },
    { name: 'tRPC search.suggest', kind: 'read', url: trpc('search.suggest', { q: 'mor ri' }) },
    { name: 'REST GET /api/getGold', kind: 'read', url: `${base}/api/getGold` },
    { name: 'REST GET /api/getRates', kind: 'read', url: `${base}/api/getRates` },
    {
      name: 'tRPC gold.current',
      kind: 'read',
      url: `${base}/trpc/gold.current?batch=1&input=${encodeURIComponent('{}')}`,
    },
    { name: 'GET / (HTML)', kind: 'page', url: `${base}/` },
    {
      name: 'tRPC selection.list, br (as browsers ask)',
      kind: 'extra',
      url: listing[1]!.url,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    },
  ];
}

interface DatasetResult {
  products: number;
  selectionItems: number;
  generateMs: number;
  queries: QueryTiming[];
  measurements: Measurement[];
}

interface TargetCheck {
  target: string;
  figure: string;
  met: boolean;
}

interface LoadReport {
  context: RunContext;
  dialect: string;
  settings: LoadSettings;
  client: ClientBuild;
  baseline: { requestsPerSecond: number[]; mean: number; runs: Measurement[] };
  datasets: DatasetResult[];
  targets: TargetCheck[];
}

const active = new Set<Child>();
async function stopAll(): Promise<void> {
  await Promise.all([...active].map((c) => c.stop()));
  active.clear();
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void stopAll().then(() => process.exit(130));
  });
}

async function started(child: Promise<Child>): Promise<Child> {
  const c = await child;
  active.add(c);
  return c;
}
async function stopped(child: Child): Promise<void> {
  active.delete(child);
  await child.stop();
}

/** One row for all the baseline runs: mean throughput, median latencies, every error. */
function baselineSummary(runs: Measurement[]): Measurement {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? 0;
  const sum = (f: (m: Measurement) => number) => runs.reduce((a, m) => a + f(m), 0);
  const cpu = runs.map((m) => m.serverCpuUsPerRequest).filter((x): x is number => x !== undefined);
  const first = runs[0]!;
  return {
    ...first,
    name:
      `baseline: bare Fastify, same JSON (${runs.length} runs, ` +
      `${Math.min(...runs.map((m) => m.requestsPerSecond))}-${Math.max(...runs.map((m) => m.requestsPerSecond))})`,
    requestsPerSecond: Math.round(sum((m) => m.requestsPerSecond) / runs.length),
    latencyP50Ms: median(runs.map((m) => m.latencyP50Ms)),
    latencyP99Ms: median(runs.map((m) => m.latencyP99Ms)),
    latencyMaxMs: Math.max(...runs.map((m) => m.latencyMaxMs)),
    errors: sum((m) => m.errors),
    timeouts: sum((m) => m.timeouts),
    non2xx: sum((m) => m.non2xx),
    requests: sum((m) => m.requests),
    serverCpuUsPerRequest: cpu.length ? Number((cpu.reduce((a, b) => a + b, 0) / cpu.length).toFixed(1)) : undefined,
  };
}

function row(m: Measurement, overallBaseline: number): Array<string | number> {
  // Only the main catalogue's endpoints ran next to the baseline; elsewhere a ratio would mislead.
  const baseline = m.kind === 'baseline' ? overallBaseline : (m.baselineRequestsPerSecond ?? 0);
  return [
    m.name,
    m.requestsPerSecond,
    m.latencyP50Ms,
    m.latencyP99Ms,
    m.errors + m.timeouts,
    m.non2xx,
    baseline > 0 ? Number((m.requestsPerSecond / baseline).toFixed(2)) : '-',
    m.serverCpuUsPerRequest ?? '-',
    m.bytesPerResponse,
  ];
}
const HEADERS = [
  'endpoint',
  'req/s',
  'p50 ms',
  'p99 ms',
  'errors',
  'non-2xx',
  'x baseline',
  'server CPU µs/req',
  'bytes',
];

function checkTargets(datasets: DatasetResult[], baseline: number): TargetCheck[] {
  const checks: TargetCheck[] = [];
  const main = datasets.find((d) => d.products === MAIN_SIZE);
  for (const m of main?.measurements.filter((x) => x.kind === 'read') ?? []) {
    const around = m.baselineRequestsPerSecond ?? baseline;
    const ratio = m.requestsPerSecond / around;
    checks.push({
      target: `${m.name}: >= 0.5 x baseline, no errors, p99 < 50 ms`,
      figure:
        `${m.requestsPerSecond} req/s = ${ratio.toFixed(2)} x ${Math.round(around)}; errors ` +
        `${m.errors + m.timeouts}, non-2xx ${m.non2xx}; p99 ${m.latencyP99Ms} ms`,
      met: ratio >= 0.5 && m.errors + m.timeouts + m.non2xx === 0 && m.latencyP99Ms < 50,
    });
  }
  const small = datasets.find((d) => d.products === 1000);
  const large = datasets.find((d) => d.products === 100_000);
  if (small && large) {
    for (const name of ['REST GET /api/getProducts', 'tRPC selection.list']) {
      const a = small.measurements.find((m) => m.name === name);
      const b = large.measurements.find((m) => m.name === name);
      if (!a || !b) continue;
      checks.push({
        target: `${name}: p50 at 100k <= 2 x p50 at 1k (served, 100 connections)`,
        figure:
          `${b.latencyP50Ms} ms vs ${a.latencyP50Ms} ms (server CPU ${b.serverCpuUsPerRequest ?? '-'} vs ` +
          `${a.serverCpuUsPerRequest ?? '-'} µs/req)`,
        met: b.latencyP50Ms <= 2 * Math.max(a.latencyP50Ms, 1),
      });
    }
    for (const q of ['products page 1 (newest)', 'selection page 1 (featured)']) {
      const a = small.queries.find((x) => x.name === q);
      const b = large.queries.find((x) => x.name === q);
      if (!a || !b) continue;
      checks.push({
        target: `query "${q}", uncached: p50 at 100k <= 2 x at 1k`,
        figure: `${b.p50Ms} ms vs ${a.p50Ms} ms`,
        met: b.p50Ms <= 2 * a.p50Ms,
      });
    }
  }
  // Search (issue 15), uncached, one connection.
  if (large) {
    const at = (d: DatasetResult, name: string) => d.queries.find((x) => x.name === name);
    const facets = at(large, SEARCH_QUERIES.facets);
    if (facets)
      checks.push({
        target: `${facets.name} at 100k: p50 <= 20 ms, p99 <= 60 ms`,
        figure: `p50 ${facets.p50Ms} ms, p99 ${facets.p99Ms ?? '-'} ms`,
        met: facets.p50Ms <= 20 && (facets.p99Ms ?? Infinity) <= 60,
      });
    const suggest = at(large, SEARCH_QUERIES.suggest);
    if (suggest)
      checks.push({
        target: `${suggest.name} at 100k: p50 <= 10 ms`,
        figure: `p50 ${suggest.p50Ms} ms`,
        met: suggest.p50Ms <= 10,
      });
    const none = at(large, SEARCH_QUERIES.noMatch);
    const noneSmall = small ? at(small, SEARCH_QUERIES.noMatch) : undefined;
    if (none && noneSmall)
      checks.push({
        target: `${none.name}: p50 at 100k <= 2 x at 1k`,
        figure: `${none.p50Ms} ms vs ${noneSmall.p50Ms} ms`,
        met: none.p50Ms <= 2 * Math.max(noneSmall.p50Ms, 0.5),
      });
  }
  return checks;
}

function markdown(report: LoadReport): string {
  const out = [
    `# Load benchmark (${report.dialect})`,
    '',
    `${contextLine(report.context)}`,
    '',
    `autocannon, ${report.settings.connections} connections, ${report.settings.durationS} s per endpoint after a ` +
      `${report.settings.warmupS} s warm-up; ` +
      `server and load generator on the same machine. Baseline: a bare Fastify route sending the same ` +
      `pre-serialised 20-product page ` +
      `measured between every two endpoints (${report.baseline.requestsPerSecond.join(', ')} req/s); each ` +
      `endpoint's ratio is to the mean of the baseline runs just before and after it. ` +
      `Server CPU µs/req is the server process's CPU time per answered request, which stays comparable when other ` +
      `work shares the machine. ` +
      `Client: ${report.client.note}. Produced by \`npm run bench\`.`,
    '',
  ];
  for (const d of report.datasets) {
    out.push(
      `## ${d.products.toLocaleString('en')} products (${d.selectionItems.toLocaleString('en')} selection items, ` +
        `generated in ${d.generateMs} ms)`,
      '',
    );
    out.push(
      markdownTable(
        HEADERS,
        d.measurements.map((m) => row(m, report.baseline.mean)),
      ),
      '',
    );
    out.push('Listing queries with no cache in front (what a read costs right after a write):', '');
    out.push(
      markdownTable(
        ['query', 'p50 ms', 'p95 ms', 'p99 ms'],
        d.queries.map((q) => [q.name, q.p50Ms, q.p95Ms, q.p99Ms ?? '-']),
      ),
      '',
    );
  }
  out.push('## Targets', '');
  out.push(
    markdownTable(
      ['target', 'measured', 'met'],
      report.targets.map((t) => [t.target, t.figure, t.met ? 'yes' : 'NO']),
    ),
    '',
  );
  return out.join('\n');
}

async function queryTimings(prepared: PreparedDatabase): Promise<QueryTiming[]> {
  const handle = prepared.open();
  try {
    return [...(await timeListingQueries(handle.db)), ...(await timeSearchQueries(handle.db))];
  } finally {
    await handle.close();
  }
}

async function main(): Promise<void> {
  const settings = loadSettingsFromEnv();
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const sizes = (process.env.BENCH_SIZES ?? '1000,10000,100000')
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0 && n <= 1_000_000);
  if (!sizes.includes(MAIN_SIZE))
    throw new Error(`BENCH_SIZES must include ${MAIN_SIZE}: it carries the full set of endpoints`);
  if (databaseUrl) {
    const name = new URL(databaseUrl).pathname.slice(1);
    console.log(
      `MySQL: ${[name, ...sizes.filter((s) => s !== MAIN_SIZE).map((s) => `${name}_${s}`)].join(', ')} will be ` +
        `dropped and created.`,
    );
  }

  fs.mkdirSync(TMP, { recursive: true });
  const client = buildClientIfNeeded();
  if (!client.built) console.warn(`Warning: ${client.note}`);

  const datasets: DatasetResult[] = [];
  const baselineRuns: Measurement[] = [];
  const dialect = databaseUrl ? 'mysql' : 'sqlite';

  // The main catalogue: every endpoint, with the baseline between every two of them.
  {
    console.log(`\n${MAIN_SIZE.toLocaleString('en')} products: generating…`);
    const prepared = await prepareDatabase(MAIN_SIZE, databaseUrl);
    const queries = await queryTimings(prepared);
    const server = await started(
      startAppServer({ dataDir: prepared.dataDir, clientDir: client.dir, databaseUrl, port: await freePort() }),
    );
    const measurements: Measurement[] = [];
    let baseline: Child | undefined;
    try {
      const targets = appTargets(server.url, true);
      const page = await probe(targets[0]!);
      const bodyFile = path.join(TMP, 'baseline-body.json');
      fs.writeFileSync(bodyFile, page.body);
      baseline = await started(startBaselineServer(bodyFile, await freePort([server.port])));
      const bare = baseline;
      // Each endpoint is compared with the baseline runs just before and after it, so that
      // other load on the machine weighs on both sides of each ratio alike.
      const measureBaseline = async (): Promise<number> => {
        const run = await measure(
          { name: 'baseline: bare Fastify, same JSON', kind: 'baseline', url: `${bare.url}/products` },
          settings,
          () => bare.cpuMs(),
        );
        baselineRuns.push(run);
        console.log(
          `  ${run.name}: ${run.requestsPerSecond} req/s, p50 ${run.latencyP50Ms} ms, p99 ${run.latencyP99Ms} ms`,
        );
        return run.requestsPerSecond;
      };
      let before = await measureBaseline();
      for (const target of targets) {
        const m = await measure(target, settings, () => server.cpuMs());
        console.log(
          `  ${m.name}: ${m.requestsPerSecond} req/s, p50 ${m.latencyP50Ms} ms, p99 ${m.latencyP99Ms} ms, errors ` +
            `${m.errors + m.timeouts}, non-2xx ${m.non2xx}`,
        );
        const after = await measureBaseline();
        m.baselineRequestsPerSecond = Math.round((before + after) / 2);
        before = after;
        measurements.push(m);
      }
      measurements.unshift(baselineSummary(baselineRuns));
    } finally {
      if (baseline) await stopped(baseline);
      await stopped(server);
    }
    datasets.push({
      products: prepared.catalogue.products,
      selectionItems: prepared.catalogue.selectionItems,
      generateMs: prepared.generateMs,
      queries,
      measurements,
    });
  }

  // The scaling figure: the listings on the smaller and larger catalogues, both servers up at
  // once and measured in alternation, so that neither gets a quieter machine than the other.
  const scaling = sizes.filter((s) => s !== MAIN_SIZE);
  if (scaling.length > 0) {
    const servers: Array<{
      size: number;
      prepared: PreparedDatabase;
      server: Child;
      queries: QueryTiming[];
      measurements: Measurement[];
    }> = [];
    try {
      for (const size of scaling) {
        console.log(`\n${size.toLocaleString('en')} products: generating…`);
        const url = databaseUrl ? suffixedUrl(databaseUrl, String(size)) : undefined;
        const prepared = await prepareDatabase(size, url);
        const queries = await queryTimings(prepared);
        const taken = servers.map((s) => s.server.port);
        const server = await started(
          startAppServer({
            dataDir: prepared.dataDir,
            clientDir: client.dir,
            databaseUrl: url,
            port: await freePort(taken),
          }),
        );
        servers.push({ size, prepared, server, queries, measurements: [] });
      }
      for (const index of appTargets('', false).keys()) {
        for (const s of servers) {
          const target = appTargets(s.server.url, false)[index]!;
          const m = await measure(target, settings, () => s.server.cpuMs());
          console.log(
            `  ${s.size.toLocaleString('en')} products, ${m.name}: ${m.requestsPerSecond} req/s, p50 ` +
              `${m.latencyP50Ms} ms, p99 ${m.latencyP99Ms} ms, ${m.serverCpuUsPerRequest ?? '-'} µs CPU/req`,
          );
          s.measurements.push(m);
        }
      }
    } finally {
      for (const s of servers) await stopped(s.server);
    }
    for (const s of servers) {
      datasets.push({
        products: s.prepared.catalogue.products,
        selectionItems: s.prepared.catalogue.selectionItems,
        generateMs: s.prepared.generateMs,
        queries: s.queries,
        measurements: s.measurements,
      });
    }
  }

  const mean = baselineRuns.reduce((a, b) => a + b.requestsPerSecond, 0) / Math.max(1, baselineRuns.length);
  const report: LoadReport = {
    context: runContext(),
    dialect,
    settings,
    client,
    baseline: {
      requestsPerSecond: baselineRuns.map((b) => b.requestsPerSecond),
      mean: Math.round(mean),
      runs: baselineRuns,
    },
    datasets: datasets.sort((a, b) => a.products - b.products),
    targets: checkTargets(datasets, mean),
  };

  for (const d of report.datasets) {
    console.log(`\n${d.products.toLocaleString('en')} products`);
    console.log(
      textTable(
        HEADERS,
        d.measurements.map((m) => row(m, mean)),
      ),
    );
  }
  console.log('\nTargets');
  console.log(
    textTable(
      ['target', 'measured', 'met'],
      report.targets.map((t) => [t.target, t.figure, t.met ? 'yes' : 'NO']),
    ),
  );
  const files = writeResults(RESULTS_DIR, `load-${dialect}`, report, markdown(report));
  console.log(`\nWritten: ${files.join(', ')}`);
}

/** `tsx bench/run.ts --render bench/results/load-sqlite.json`: the Markdown again, from a run's JSON. */
async function render(file: string): Promise<void> {
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as LoadReport;
  report.targets = checkTargets(report.datasets, report.baseline.mean);
  const files = writeResults(path.dirname(path.resolve(file)), path.basename(file, '.json'), report, markdown(report));
  console.log(`Written: ${files.join(', ')}`);
}

const renderIndex = process.argv.indexOf('--render');
(renderIndex > 0 ? render(process.argv[renderIndex + 1] ?? '') : main())
  .catch(async (err: unknown) => {
    console.error(err);
    await stopAll();
    process.exitCode = 1;
  })
  .finally(() => stopAll());
