// Prints one closing line for CI from the Vitest and Playwright JSON reports: "tests: N passed, N failed".
import fs from 'node:fs';

let passed = 0;
let failed = 0;
let flaky = 0;
for (const file of process.argv.slice(2)) {
  if (!fs.existsSync(file)) {
    console.error(`missing test report ${file}`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (report.stats) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    flaky += report.stats.flaky;
  } else {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
}
if (flaky > 0) console.log(`flaky: ${flaky} browser test(s) passed only on their retry`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
