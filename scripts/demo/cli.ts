/** Usage: tsx scripts/demo/cli.ts --out DIR [--products N] [--seed S] */
import { parseArgs } from 'node:util';
import { DEFAULT_PRODUCTS, DEFAULT_SEED, generateDemoCatalogue } from './generate-demo-catalogue';

const USAGE = 'Usage: tsx scripts/demo/cli.ts --out DIR [--products N] [--seed S]';

function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^-?\d+$/.test(value)) throw new Error(`--${name} must be a whole number, got "${value}"`);
  return Number(value);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      products: { type: 'string' },
      seed: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (!values.out) throw new Error(`--out is required. ${USAGE}`);
  const started = performance.now();
  const { files, counts } = await generateDemoCatalogue(values.out, {
    products: wholeNumber('products', values.products, DEFAULT_PRODUCTS),
    seed: wholeNumber('seed', values.seed, DEFAULT_SEED),
  });
  for (const [name, count] of Object.entries(counts)) console.log(`${name.padEnd(18)} ${count}`);
  console.log(`${files.length} files written to ${values.out} in ${Math.round(performance.now() - started)} ms`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
