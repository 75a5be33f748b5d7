import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2]!;
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
const a = result!.lhr.audits;
console.log('perf', result!.lhr.categories.performance!.score, 'LCP', a['largest-contentful-paint']!.numericValue, 'TBT', a['total-blocking-time']!.numericValue, 'CLS', a['cumulative-layout-shift']!.numericValue);
for (const id of ['layout-shifts', 'largest-contentful-paint-element', 'bootup-time', 'render-blocking-insight', 'lcp-breakdown-insight', 'font-display-insight']) {
  const items = (a[id]?.details as { items?: unknown[] } | undefined)?.items ?? [];
  console.log('==', id, a[id]?.displayValue ?? '');
  for (const item of items.slice(0, 6)) console.log('  ', JSON.stringify(item).slice(0, 400));
}
chrome.kill();
