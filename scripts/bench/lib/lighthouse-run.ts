import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';

/** One Lighthouse run's figures (scores 0–100, times in ms, bytes gzipped). */
export type RunFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsGzip: number;
  scripts: number;
  /**
   * Lighthouse's measure of this machine's CPU (`environment.benchmarkIndex`). At 1000 or less Lighthouse warns that
   * the CPU is slower than it expects: its 4× slowdown then stands for a slower phone than intended.
   */
  benchmarkIndex: number;
  /** Audits of accessibility, best practices and SEO that did not pass, by category. */
  failing: Record<'accessibility' | 'best-practices' | 'seo', string[]>;
  /** What the time went to, for a reader of a missed target: the LCP element, main-thread work, costliest scripts. */
  explanation: string[];
};

type NetworkItem = { url: string; resourceType?: string; transferSize?: number; sessionTargetType?: string };

// Every script body is fetched once (chunk names carry a content hash) and gzipped at node:zlib's default level,
// what a server compressing on the fly sends, so the figure does not depend on how the server under test compresses.
const gzipOfUrl = new Map<string, Promise<number>>();
function gzipSize(url: string, fallback: number): Promise<number> {
  if (!gzipOfUrl.has(url))
    gzipOfUrl.set(
      url,
      fetch(url)
        .then(async (response) => (response.ok ? gzipSync(Buffer.from(await response.arrayBuffer())).length : fallback))
        .catch(() => fallback),
    );
  return gzipOfUrl.get(url)!;
}

/**
 * The size of a page's HTML as the server answers a plain request for it, gzipped (node:zlib's default level) and
 * in Brotli at the level deploy/nginx.conf sends to the browsers that accept it.
 */
export async function htmlCompressed(url: string): Promise<{ gzip: number; brotli: number }> {
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  const brotli = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length;
  return { gzip: gzipSync(body).length, brotli };
}

type Details = { items?: Record<string, unknown>[]; [key: string]: unknown };

function explain(audits: Record<string, { details?: unknown; numericValue?: number }>): string[] {
  const items = (id: string) => ((audits[id]?.details as Details | undefined)?.items ?? []) as Record<string, never>[];
  // Lighthouse 13's LCP breakdown: a table of its subparts (as observed, not simulated) and the element's node.
  const breakdown = items('lcp-breakdown-insight') as {
    items?: { label: string; duration: number }[];
    snippet?: string;
  }[];
  const lcpNode = breakdown.find((item) => item.snippet)?.snippet;
  const phases = breakdown.find((item) => item.items);
  const ms = (value: unknown) => Math.round(Number(value));
  return [
    `LCP element ${lcpNode ?? '?'}; ${(phases?.items ?? []).map((phase) => `${phase.label} ${ms(phase.duration)} ms`).join(', ')}`,
    `main thread: ${items('mainthread-work-breakdown')
      .slice(0, 5)
      .map((item) => `${item.groupLabel ?? item.group} ${ms(item.duration)} ms`)
      .join(', ')}`,
    `scripts: ${items('bootup-time')
      .slice(0, 5)
      .map((item) => `${String(item.url).replace(/^.*\//, '')} ${ms(item.total)} ms`)
      .join(', ')}`,
    `long tasks: ${items('long-tasks')
      .slice(0, 6)
      .map(
        (item) =>
          `${String(item.url).replace(/^.*\//, '') || '?'} at ${ms(item.startTime)} for ${ms(item.duration)} ms`,
      )
      .join(', ')}`,
  ];
}

/**
 * One Lighthouse run with its defaults (mobile emulation, simulated slow 4G and a 4× slower CPU) on the Chromium
 * listening on `port`. JavaScript is what this modern browser loaded in the page: `noModule` polyfills are not
 * fetched, service-worker requests are not counted.
 */
export async function runLighthouse(url: string, port: number): Promise<RunFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  // A redirect (another language, a login) would measure another page than the one named.
  if (new URL(result.lhr.finalDisplayedUrl).href !== new URL(url).href)
    throw new Error(`${url} ended at ${result.lhr.finalDisplayedUrl}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const failingOf = (id: string) =>
    (categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
  const items = ((audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter(
    (item) =>
      item.resourceType === 'Script' && /^https?:/.test(item.url) && (item.sessionTargetType ?? 'page') === 'page',
  );
  const scriptUrls = new Map(items.map((item) => [item.url, item.transferSize ?? 0]));
  const sizes = await Promise.all([...scriptUrls].map(([scriptUrl, transfer]) => gzipSize(scriptUrl, transfer)));
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    jsGzip: sizes.reduce((total, size) => total + size, 0),
    scripts: scriptUrls.size,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    failing: {
      accessibility: failingOf('accessibility'),
      'best-practices': failingOf('best-practices'),
      seo: failingOf('seo'),
    },
    explanation: explain(audits as Record<string, { details?: unknown }>),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Each figure's median over the runs; an audit is listed with how many runs it failed in. */
export function medianOf(runs: RunFigures[]): Omit<RunFigures, 'failing' | 'explanation'> & {
  failing: Record<string, string[]>;
  /** The fastest and slowest run's LCP: from localhost it depends on whether the page painted before its scripts arrived. */
  lcpRange: { min: number; max: number };
} {
  const of = (key: keyof Omit<RunFigures, 'failing' | 'explanation'>) => median(runs.map((run) => run[key]));
  const lcps = runs.map((run) => run.lcp);
  const failing: Record<string, string[]> = {};
  for (const category of ['accessibility', 'best-practices', 'seo'] as const) {
    const counts = new Map<string, number>();
    for (const run of runs) for (const id of run.failing[category]) counts.set(id, (counts.get(id) ?? 0) + 1);
    failing[category] = [...counts].map(([id, count]) =>
      count === runs.length ? id : `${id} (${count}/${runs.length} runs)`,
    );
  }
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcp: of('lcp'),
    lcpRange: { min: Math.min(...lcps), max: Math.max(...lcps) },
    tbt: of('tbt'),
    cls: of('cls'),
    jsGzip: of('jsGzip'),
    scripts: of('scripts'),
    benchmarkIndex: of('benchmarkIndex'),
    failing,
  };
}
