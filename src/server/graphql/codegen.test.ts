import fs from 'node:fs/promises';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config, { finishedFile } from '../../../codegen';

/** The generated files are committed (build and tests need no codegen run); this fails when they are stale. */
describe('generated GraphQL files', () => {
  it('match what `npm run codegen` writes from the schema and the documents', async () => {
    const outputs: { filename: string; content: string }[] = await generate(
      { ...config, cwd: process.cwd(), silent: true },
      false,
    );
    const expected = new Map(
      outputs.map((output) => [
        path.resolve(output.filename),
        finishedFile(path.resolve(output.filename), output.content),
      ]),
    );
    const generatedDirs = [...new Set([...expected.keys()].map((file) => path.dirname(file)))];
    const committed = (
      await Promise.all(generatedDirs.map(async (dir) => (await fs.readdir(dir)).map((name) => path.join(dir, name))))
    ).flat();
    expect(committed.sort(), 'files in the generated folders').toEqual([...expected.keys()].sort());
    for (const [file, content] of expected)
      expect(
        await fs.readFile(file, 'utf8'),
        `${path.relative(process.cwd(), file)} is stale: run npm run codegen`,
      ).toBe(content);
  });
});
