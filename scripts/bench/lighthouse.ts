/**
 * Issue #20's check: Lighthouse (its default mobile emulation) on Debian's Chromium, on every storefront page in both
 * languages (home, a product, a category, a brand, a search, a parts-catalogue model page, and the cart and checkout
 * with one part in the cart), each run several times (median). Prints, per page, the four category scores, LCP, TBT,
 * CLS, the JavaScript a modern browser loaded (gzipped) and how much of it is beyond a bare Next.js App Router page
 * of the same Next.js version (built here in a temporary folder), and the HTML gzipped; marks each target met or
 * missed, and lists the audits behind a missed accessibility, best-practices or SEO score. The bare page is also
 * measured with the shop's stylesheet (fonts left out): the floor this machine sets for a page with a stylesheet.
 *   npm run bench:lighthouse -- [--url http://127.0.0.1:3000] [--pages home,product,...] [--runs 3] [--locale el|en]
 *                               [--details]   (each run: the LCP element and its phases, main-thread work, costliest scripts, long tasks)
 * Without --url it starts the shop as `npm start` does (embedded database, demo catalogue). Asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { shopStylesheet, startBareLighthousePages } from './lib/lighthouse-bare';
import { putOnePartInCart } from './lib/lighthouse-cart';
import { findPages, pageBenchOptions, pagesRunsAndLocales, type Locale, type ShopPage } from './lib/lighthouse-pages';
import { printReport, type PageResult } from './lib/lighthouse-report';
import { htmlCompressed, medianOf, runLighthouse } from './lib/lighthouse-run';
import { startShop } from './lib/server';

const { values } = parseArgs({
  options: { ...pageBenchOptions(3), details: { type: 'boolean', default: false } },
});
const { names, runs, locales } = pagesRunsAndLocales(values);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
const shop = values.url ? null : await startShop({ DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1' });
const base = values.url?.replace(/\/$/, '') ?? shop!.url;
const bare = await startBareLighthousePages(await shopStylesheet(base));
// Each language in its own browser (fresh profile) that asks for it, as a Greek or an English visitor's phone does:
// the shop sends a visitor whose browser prefers another language, or who chose one (a cookie), to that one.
const acceptLanguage: Record<Locale, string> = { el: 'el-GR,el', en: 'en-US,en' };
const launchChromium = (locale: Locale) =>
  chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      `--accept-lang=${acceptLanguage[locale]}`,
    ],
  });
let chrome: chromeLauncher.LaunchedChrome | undefined;

async function measure(label: string, url: string, port: number) {
  const figures = [];
  for (let run = 1; run <= runs; run++) {
    const started = Date.now();
    const result = await withRetries(() => runLighthouse(url, port));
    figures.push(result);
    console.log(
      `  ${label} run ${run}/${runs}: perf ${result.performance}, LCP ${Math.round(result.lcp)} ms, ` +
        `TBT ${Math.round(result.tbt)} ms, CLS ${result.cls.toFixed(3)}, JS ${result.jsGzip} B gz, ` +
        `CPU benchmark index ${Math.round(result.benchmarkIndex)} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
    if (values.details) for (const line of result.explanation) console.log(`    ${line}`);
  }
  return medianOf(figures);
}

const inCart = (page: ShopPage) => page.name === 'cart' || page.name === 'checkout';

try {
  const results: PageResult[] = [];
  let bareFigures: ReturnType<typeof medianOf> | undefined;
  let styledBareFigures: ReturnType<typeof medianOf> | undefined;
  for (const locale of locales) {
    chrome = await launchChromium(locale);
    if (!bareFigures) {
      console.log(`Chromium ${await chromeVersion(chrome.port)}, ${runs} run(s) per page, shop at ${base}`);
      bareFigures = await measure('bare Next.js page', bare.url, chrome.port);
      styledBareFigures = await measure("the same with the shop's stylesheet", bare.styledUrl, chrome.port);
    }
    const pages = await findPages(base, locale, names);
    for (const page of pages) console.log(`  ${page.name} (${page.locale}): ${decodeURI(page.path)}`);
    // The cart pages last: every other page is measured as a first visit with an empty cart.
    const ordered = [...pages.filter((page) => !inCart(page)), ...pages.filter(inCart)];
    let cartFilled = false;
    for (const page of ordered) {
      if (inCart(page) && !cartFilled) {
        const product = (await findPages(base, locale, ['product']))[0]!;
        await putOnePartInCart(chrome.port, base, product.path, locale);
        console.log(`  one part in the cart: ${decodeURI(product.path)}`);
        cartFilled = true;
      }
      const url = `${base}${page.path}`;
      const figures = await measure(decodeURI(page.path), url, chrome.port);
      results.push({ page, figures, html: await htmlCompressed(url) });
    }
    chrome.kill();
    chrome = undefined;
  }
  printReport(results, bareFigures!, styledBareFigures!);
} finally {
  chrome?.kill();
  bare.stop();
  shop?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART and the like): try that run again. */
async function withRetries<T>(work: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= tries) throw error;
      console.log(`  (run failed, trying again: ${(error as Error).message.split('\n')[0]})`);
    }
  }
}

async function chromeVersion(port: number): Promise<string> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { Browser: string };
  return version.Browser;
}
