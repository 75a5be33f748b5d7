/**
 * Where a storefront page's main thread goes while it loads, steadier than Lighthouse's TBT on a busy two-core
 * machine (issue #20): each page is loaded several times in Debian's headless Chromium at a phone's viewport, each
 * time as a first visit (a fresh browser context; cart and checkout with one part put in the cart first), and its
 * trace is read. Lighthouse's simulation multiplies the unthrottled tasks by 4; so does this: per page, the medians
 * of the blocking time (each task × 4, less 50 ms) of all tasks and of the tasks that run the page's scripts (React,
 * Next, the shop's code), of the longest of those, and of the unthrottled milliseconds spent on scripts, on style and
 * layout, and on parsing HTML.
 *   npm run bench:main-thread -- [--url http://127.0.0.1:3000] [--pages home,product,...] [--runs 9] [--locale el|en]
 * Without --url it starts the shop as `npm start` does (embedded database, demo catalogue). Asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { addOnePartToCart } from './lib/lighthouse-cart';
import { findPages, pageBenchOptions, pagesRunsAndLocales, type ShopPage } from './lib/lighthouse-pages';
import { startShop } from './lib/server';
import { stats } from './lib/stats';

const { values } = parseArgs({
  options: pageBenchOptions(9),
});
const { names, runs, locales } = pagesRunsAndLocales(values);

/** Lighthouse's mobile emulation slows the CPU four times; a task is long from 50 ms. */
const slowdown = 4;
const longTaskMs = 50;

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
};
type Load = {
  blocking: number;
  scriptBlocking: number;
  longestScript: number;
  script: number;
  layout: number;
  parse: number;
};

const threadOf = (event: TraceEvent) => `${event.pid}:${event.tid}`;

/** The renderer's main thread that worked most: the page's (the first, blank one's does nearly nothing). */
function mainThreadOf(events: TraceEvent[]): TraceEvent[] {
  const busy = new Map<string, number>();
  for (const event of events)
    if (event.name === 'RunTask') busy.set(threadOf(event), (busy.get(threadOf(event)) ?? 0) + (event.dur ?? 0));
  const renderers = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(threadOf),
  );
  const [main] = [...busy].filter(([thread]) => renderers.has(thread)).sort((a, b) => b[1] - a[1])[0]!;
  return events.filter((e) => threadOf(e) === main && e.ph === 'X').sort((a, b) => a.ts - b.ts);
}

/** Milliseconds of the outermost events of these names (an event inside another of them is counted once). */
function outermostMs(events: TraceEvent[], names: string[]): number {
  let end = 0;
  let total = 0;
  for (const event of events) {
    if (!names.includes(event.name) || event.ts < end) continue;
    end = event.ts + (event.dur ?? 0);
    total += (event.dur ?? 0) / 1000;
  }
  return total;
}

function measureTrace(events: TraceEvent[]): Load {
  const main = mainThreadOf(events);
  const scriptCalls = main.filter((e) => e.name === 'FunctionCall' || e.name === 'EvaluateScript');
  const load: Load = { blocking: 0, scriptBlocking: 0, longestScript: 0, script: 0, layout: 0, parse: 0 };
  let end = 0;
  for (const task of main.filter((e) => e.name === 'RunTask')) {
    if (task.ts < end) continue; // a task run inside another (a nested loop) is part of it
    end = task.ts + task.dur!;
    const simulated = (task.dur! / 1000) * slowdown;
    const blocking = Math.max(0, simulated - longTaskMs);
    load.blocking += blocking;
    if (scriptCalls.some((call) => call.ts >= task.ts && call.ts < end)) {
      load.scriptBlocking += blocking;
      load.longestScript = Math.max(load.longestScript, simulated);
    }
  }
  load.script = outermostMs(main, ['FunctionCall', 'EvaluateScript', 'v8.compile', 'RunMicrotasks']);
  load.layout = outermostMs(main, ['UpdateLayoutTree', 'Layout']);
  load.parse = outermostMs(main, ['ParseHTML']);
  return load;
}

async function loadOnce(browser: Browser, base: string, page: ShopPage, product: ShopPage | undefined): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    locale: page.locale === 'el' ? 'el-GR' : 'en-US',
  });
  try {
    const tab = await context.newPage();
    if (product) {
      await addOnePartToCart(tab, base, product.path, page.locale);
      await tab.goto('about:blank');
    }
    await browser.startTracing(tab, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await tab.goto(`${base}${page.path}`, { waitUntil: 'load' });
    await tab.waitForTimeout(3000); // hydration, effects and what the page fetches after load
    return measureTrace(JSON.parse((await browser.stopTracing()).toString()).traceEvents);
  } finally {
    await context.close();
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-main-thread-'));
const shop = values.url ? null : await startShop({ DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1' });
const base = values.url?.replace(/\/$/, '') ?? shop!.url;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const median = (values: number[]) => Math.round(stats(values).p50);
try {
  console.log(`${runs} first visits per page; blocking time = each task × ${slowdown} less ${longTaskMs} ms; medians`);
  console.log(
    'page        | lang | blocking ms | script tasks ms | longest script task ms | script ms | style+layout ms | parse ms',
  );
  console.log(
    '------------|------|-------------|-----------------|------------------------|-----------|-----------------|---------',
  );
  for (const locale of locales) {
    const pages = await findPages(base, locale, names);
    const product = (await findPages(base, locale, ['product']))[0];
    for (const page of pages) {
      const loads: Load[] = [];
      const inCart = page.name === 'cart' || page.name === 'checkout';
      for (let run = 0; run < runs; run++)
        loads.push(await loadOnce(browser, base, page, inCart ? product : undefined));
      const of = (key: keyof Load) => String(median(loads.map((load) => load[key])));
      console.log(
        `${page.name.padEnd(11)} | ${locale.padEnd(4)} | ${of('blocking').padEnd(11)} | ${of('scriptBlocking').padEnd(15)} | ` +
          `${of('longestScript').padEnd(22)} | ${of('script').padEnd(9)} | ${of('layout').padEnd(15)} | ${of('parse')}`,
      );
    }
  }
} finally {
  await browser.close();
  shop?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
