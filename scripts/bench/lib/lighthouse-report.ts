import type { medianOf } from './lighthouse-run';
import type { ShopPage } from './lighthouse-pages';

export type PageResult = {
  page: ShopPage;
  figures: ReturnType<typeof medianOf>;
  html: { gzip: number; brotli: number };
};

/** Issue #20's targets; `null` where a column has none. */
type Cell = { text: string; met: boolean | null };
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const seconds = (ms: number) => (ms / 1000).toFixed(2);
/** The median LCP and, with several runs, their range: "2.36 (1.35–2.79)". */
const lcpText = ({ lcp, lcpRange }: { lcp: number; lcpRange: { min: number; max: number } }) =>
  lcpRange.min === lcpRange.max ? seconds(lcp) : `${seconds(lcp)} (${seconds(lcpRange.min)}–${seconds(lcpRange.max)})`;
const cell = (text: string, met: boolean | null): Cell => ({ text, met });
const mark = ({ text, met }: Cell) => `${text}${met === null ? '  ' : met ? ' ✓' : ' ✗'}`;

function cells({ page, figures, html }: PageResult, bareJs: number): Cell[] {
  const own = figures.jsGzip - bareJs;
  return [
    cell(page.name, null),
    cell(page.locale, null),
    cell(String(figures.performance), figures.performance >= 95),
    cell(String(figures.accessibility), figures.accessibility >= 100),
    cell(String(figures.bestPractices), figures.bestPractices >= 100),
    cell(String(figures.seo), page.indexable ? figures.seo >= 100 : null),
    cell(lcpText(figures), figures.lcp <= 2000),
    cell(String(Math.round(figures.tbt)), figures.tbt <= 150),
    cell(figures.cls.toFixed(3), figures.cls <= 0.05),
    cell(kb(figures.jsGzip), null),
    cell(kb(own), own <= 40 * 1024),
    cell(kb(html.gzip), html.gzip <= 20 * 1024),
    cell(kb(html.brotli), null),
  ];
}

const header = [
  'page',
  'lang',
  'perf',
  'a11y',
  'best pr.',
  'SEO',
  'LCP s (runs)',
  'TBT ms',
  'CLS',
  'JS gz KB',
  'own JS KB',
  'HTML gz KB',
  'HTML br KB',
];

/** The table of every page with each target marked met (✓) or missed (✗), and why the audits' categories missed. */
export function printReport(
  results: PageResult[],
  bare: { jsGzip: number; performance: number; tbt: number; scripts: number; benchmarkIndex: number },
  styledBare: { performance: number; lcp: number; lcpRange: { min: number; max: number }; tbt: number },
) {
  const rows = results.map((result) => cells(result, bare.jsGzip).map(mark));
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (values: string[]) => values.map((value, column) => value.padEnd(widths[column]!)).join(' | ');
  console.log(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('-|-')}`);
  let met = 0;
  let targets = 0;
  results.forEach((result, index) => {
    console.log(line(rows[index]!));
    const marked = cells(result, bare.jsGzip).filter((entry) => entry.met !== null);
    targets += marked.length;
    met += marked.filter((entry) => entry.met).length;
    const { figures, page } = result;
    const missed = {
      accessibility: figures.accessibility < 100,
      'best-practices': figures.bestPractices < 100,
      seo: page.indexable && figures.seo < 100,
    };
    for (const [category, failed] of Object.entries(figures.failing))
      if (missed[category as keyof typeof missed] && failed.length)
        console.log(`    ${decodeURI(page.path)} ${category}: ${failed.join(', ')}`);
  });
  console.log(
    `\nBare Next.js App Router page (same Next.js, built here): JS ${kb(bare.jsGzip)} KB gz in ${bare.scripts} ` +
      `scripts, performance ${bare.performance}, TBT ${Math.round(bare.tbt)} ms. "own JS" = the page's JS minus that.`,
  );
  console.log(
    `The same page with the shop's stylesheet (its fonts left out): performance ${styledBare.performance}, ` +
      `LCP ${lcpText(styledBare)} s, TBT ${Math.round(styledBare.tbt)} ms. Lighthouse counts towards ` +
      'LCP every script that arrived before the first paint; a page that waits for a stylesheet paints after its ' +
      'scripts arrive from this machine, the bare one before: this is the floor here for a page with a stylesheet.',
  );
  console.log(
    `This machine's CPU benchmark index (Lighthouse): ${Math.round(bare.benchmarkIndex)}. At 1000 or less Lighthouse ` +
      'warns that the CPU is slower than it expects: its 4× slowdown then stands for a slower phone, and every page ' +
      '(the bare one too) blocks the main thread longer.',
  );
  console.log(
    'Targets (issue #20): performance ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.05, own JS ≤ 40 KB gz, HTML ≤ 20 KB gz, ' +
      'accessibility and best practices 100, SEO 100 on indexable pages (cart and checkout are noindex).',
  );
  console.log(
    `Targets met: ${met} of ${targets}. KB = 1024 bytes; medians of the runs (LCP: the median, then the fastest ` +
      'and the slowest run). "HTML br" is what nginx sends the browsers that accept Brotli (deploy/nginx.conf, ' +
      'level 5); no target.',
  );
}
