export interface HealthSample {
  /** performance.now() when the probe was sent. */
  at: number;
  path: '/api/health' | '/api/ready';
  /** 0 when no answer came within the probe's timeout. */
  status: number;
  ms: number;
}

const INTERVAL_MS = 500;
const PROBE_TIMEOUT_MS = 2_000;

async function probe(siteUrl: string, path: HealthSample['path']): Promise<HealthSample> {
  const at = performance.now();
  const status = await fetch(siteUrl + path, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) }).then(
    async (response) => {
      await response.arrayBuffer();
      return response.status;
    },
    () => 0,
  );
  return { at, path, status, ms: performance.now() - at };
}

/** Probes liveness and readiness twice a second until stopped, as an orchestrator would during the faults. */
export function watchHealth(siteUrl: string): { samples: HealthSample[]; stop(): Promise<void> } {
  const samples: HealthSample[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      samples.push(...(await Promise.all([probe(siteUrl, '/api/health'), probe(siteUrl, '/api/ready')])));
      await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
    }
  })();
  return {
    samples,
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

/** The probes sent during any of `windows` ([from, to] in performance.now() time): all 200, and a summary. */
export function healthDuring(
  samples: readonly HealthSample[],
  windows: readonly (readonly [number, number])[],
): { allOk: boolean; summary: string } {
  const during = samples.filter((sample) =>
    windows.some(([from, to]) => sample.at >= from && sample.at <= to),
  );
  const statuses = new Map<number, number>();
  for (const sample of during) statuses.set(sample.status, (statuses.get(sample.status) ?? 0) + 1);
  const list = [...statuses].map(([status, count]) => `${status} ×${count}`).join(', ') || 'no probe';
  const maxMs = Math.max(0, ...during.map((sample) => sample.ms));
  return {
    allOk: during.length > 0 && during.every((sample) => sample.status === 200),
    summary: `${list}, max ${Math.round(maxMs)} ms`,
  };
}
