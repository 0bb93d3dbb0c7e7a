import autocannon from 'autocannon';

// One measured endpoint: autocannon with a fixed number of connections for a fixed time, after
// a short warm-up (JIT, caches, connection pools) whose figures are thrown away.

export interface Target {
  name: string;
  /** What the target stands for in the list of targets (catalog/gold read, baseline, page). */
  kind: 'baseline' | 'read' | 'page' | 'extra';
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface Measurement {
  name: string;
  kind: Target['kind'];
  method: string;
  url: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  requests: number;
  bytesPerResponse: number;
  /**
   * Server CPU time per request (µs): what a request costs the server, which stays meaningful
   * when other processes share the machine (requests per second then do not).
   */
  serverCpuUsPerRequest: number | undefined;
  durationS: number;
  connections: number;
  /** The baseline's req/s around this measurement (mean of the runs just before and after). */
  baselineRequestsPerSecond?: number;
}

export interface LoadSettings {
  connections: number;
  durationS: number;
  warmupS: number;
}

export function loadSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): LoadSettings {
  const num = (name: string, fallback: number, min: number, max: number) => {
    const raw = env[name];
    const value = raw === undefined || raw === '' ? fallback : Number(raw);
    if (!Number.isFinite(value) || value < min || value > max)
      throw new Error(`${name} must be a number from ${min} to ${max}`);
    return value;
  };
  return {
    connections: num('BENCH_CONNECTIONS', 100, 1, 1000),
    durationS: num('BENCH_DURATION', 10, 1, 120),
    warmupS: num('BENCH_WARMUP', 3, 0, 60),
  };
}

/** Checks the target answers 2xx before it is loaded, so a broken endpoint is not "fast". */
export async function probe(target: Target): Promise<{ status: number; bytes: number; body: string }> {
  const res = await fetch(target.url, {
    method: target.method ?? 'GET',
    headers: target.headers ?? {},
    ...(target.body !== undefined ? { body: target.body } : {}),
    signal: AbortSignal.timeout(10_000),
  });
  const body = await res.text();
  if (!res.ok) throw new Error(`${target.name}: ${res.status} ${body.slice(0, 200)}`);
  return { status: res.status, bytes: Buffer.byteLength(body), body };
}

export async function measure(
  target: Target,
  settings: LoadSettings,
  serverCpuMs?: () => number | undefined,
): Promise<Measurement> {
  const { bytes } = await probe(target);
  const options = {
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers ?? {},
    ...(target.body !== undefined ? { body: target.body } : {}),
    connections: settings.connections,
    timeout: 10,
  };
  if (settings.warmupS > 0)
    await autocannon({ ...options, connections: Math.min(20, settings.connections), duration: settings.warmupS });
  const cpuBefore = serverCpuMs?.();
  const r = await autocannon({ ...options, duration: settings.durationS, title: target.name });
  const cpuAfter = serverCpuMs?.();
  const served = r['2xx'] + r.non2xx;
  return {
    name: target.name,
    kind: target.kind,
    method: options.method,
    url: new URL(target.url).pathname + new URL(target.url).search,
    requestsPerSecond: Math.round(r.requests.average),
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    latencyMaxMs: r.latency.max,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    requests: r['2xx'] + r.non2xx,
    bytesPerResponse: bytes,
    serverCpuUsPerRequest:
      cpuBefore !== undefined && cpuAfter !== undefined && served > 0
        ? Number(((1000 * (cpuAfter - cpuBefore)) / served).toFixed(1))
        : undefined,
    durationS: r.duration,
    connections: settings.connections,
  };
}
