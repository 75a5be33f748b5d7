import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { importCatalogue } from '@/server/domains/catalog/import';
import { sharedCatalogue } from '@/server/domains/catalog/import/testing/catalogue-fixture';
import { temporaryStorage } from '@/server/storage/testing';
import { evaluate, evaluationSet } from './evaluate';
import { describeMiss } from './score';

/** Issue #22's targets on the demo catalogue: success@3 ≥ 0.95 and precision@10 ≥ 0.9 over 100+ questions. */
describe.each(testDatabases)('the search evaluation on $name', ({ name, open }) => {
  let database: Database;

  beforeAll(async () => {
    database = await open();
    const result = await importCatalogue(
      { db: database.db, storage: await temporaryStorage(), now: () => new Date() },
      sharedCatalogue,
    );
    if (!result.ok) throw new Error('import failed');
  });
  afterAll(async () => database.close());

  it('asks at least 100 questions, with answers from the catalogue files', () => {
    const { facts, questions } = evaluationSet(sharedCatalogue);
    expect(questions.length).toBeGreaterThanOrEqual(100);
    expect(new Set(questions.map((question) => `${question.locale} ${question.q}`)).size).toBe(questions.length);
    expect(facts.products.filter((product) => product.type !== null).length).toBeGreaterThan(
      facts.products.length * 0.95,
    );
  });

  it('meets the targets', async () => {
    const result = await evaluate(database.db, sharedCatalogue);
    console.log(
      `search evaluation on ${name}: ${result.questions} questions, success@3 ${result.successAt3.toFixed(3)}, precision@10 ${result.precisionAt10.toFixed(3)}`,
    );
    const misses = result.outcomes
      .filter((outcome) => !outcome.success)
      .map((outcome) => describeMiss(result.facts, outcome));
    expect(result.successAt3, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
    expect(result.precisionAt10).toBeGreaterThanOrEqual(0.9);
  });
});
