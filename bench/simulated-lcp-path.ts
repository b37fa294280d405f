/**
 * The path Lighthouse's simulation (lantern) took to its LCP estimate: from the node that ends
 * last, back through the dependency that ended last, to the page's request. It shows what the
 * simulated LCP waited for (a download, a script's evaluation, an answer that happened to land
 * before the paint), which the report itself does not. Read from the run's trace and devtools log.
 */

export interface PathStep {
  startMs: number;
  endMs: number;
  what: string;
}

interface LanternNode {
  type: 'network' | 'cpu';
  getDependencies(): LanternNode[];
  request?: { url: string; transferSize: number };
  event?: { dur: number };
  childEvents?: { name: string; args?: { data?: { url?: string } } }[];
}

interface Timing {
  startTime: number;
  endTime: number;
}

const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70);

function describe(node: LanternNode): string {
  if (node.type === 'network' && node.request) return `${shortUrl(node.request.url)} (${(node.request.transferSize / 1000).toFixed(1)} kB)`;
  const scripts = new Set((node.childEvents ?? []).map((event) => event.args?.data?.url).filter((url): url is string => Boolean(url)));
  const observed = Math.round((node.event?.dur ?? 0) / 1000);
  return `main thread, ${observed} ms at 1x${scripts.size > 0 ? `: ${[...scripts].map(shortUrl).slice(0, 2).join(', ')}` : ''}`;
}

/** Walks back from the last node to end, each time to the dependency that ended last. */
export function criticalPath(timings: Map<LanternNode, Timing>): PathStep[] {
  let node = [...timings.entries()].sort((a, b) => b[1].endTime - a[1].endTime)[0]?.[0];
  const steps: PathStep[] = [];
  while (node) {
    const timing = timings.get(node);
    if (!timing) break;
    steps.push({ startMs: timing.startTime, endMs: timing.endTime, what: describe(node) });
    node = node
      .getDependencies()
      .filter((dependency) => timings.has(dependency))
      .sort((a, b) => (timings.get(b)?.endTime ?? 0) - (timings.get(a)?.endTime ?? 0))[0];
  }
  return steps.reverse();
}

interface RunArtifacts {
  Trace: unknown;
  DevtoolsLog: unknown;
  GatherContext: unknown;
  URL: unknown;
  SourceMaps?: unknown;
}

/** The simulated LCP's path for a run (its pessimistic half: the longer one). */
export async function simulatedLcpPath(artifacts: RunArtifacts, settings: unknown): Promise<PathStep[]> {
  const { LanternLargestContentfulPaint } = await import('lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js');
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps ?? [],
  };
  const lcp = (await LanternLargestContentfulPaint.request(data as never, { computedCache: new Map(), settings } as never)) as unknown as {
    pessimisticEstimate: { nodeTimings: Map<LanternNode, Timing> };
  };
  return criticalPath(lcp.pessimisticEstimate.nodeTimings);
}
