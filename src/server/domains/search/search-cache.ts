import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '@/server/db';

/** How many answers each database keeps: the shop's popular searches and listings, a few hundred bytes each. */
const capacity = 500;

type Memory<T> = { version: number; answers: Map<string, T> };

/**
 * Answers of recent searches, per database and per catalogue version (`search_version`, bumped in the
 * transaction of every refresh of search documents). A listing everybody opens (all parts, a category, a
 * tractor model) counts its facets over tens of thousands of rows once per catalogue change instead of on
 * every visit. Each process remembers its own; a new version (from any process) forgets everything.
 */
export function searchMemory<T>() {
  const memories = new WeakMap<Queryable, Memory<T>>();
  const memoryOf = (db: Queryable, version: number) => {
    let memory = memories.get(db);
    if (!memory || memory.version !== version) memories.set(db, (memory = { version, answers: new Map() }));
    return memory;
  };
  const keep = (memory: Memory<T>, key: string, answer: T) => {
    memory.answers.set(key, answer);
    if (memory.answers.size > capacity) memory.answers.delete(memory.answers.keys().next().value!);
  };

  return {
    /** The answer remembered for `key`, if any (a hit counts as a use). */
    known(db: Queryable, version: number, key: string): T | undefined {
      const memory = memoryOf(db, version);
      const known = memory.answers.get(key);
      if (known !== undefined) {
        // Least recently used first: a hit moves to the end.
        memory.answers.delete(key);
        memory.answers.set(key, known);
      }
      return known;
    },
    /** Keeps an answer computed elsewhere (after reading `version`, so never older than it). */
    keep(db: Queryable, version: number, key: string, answer: T): void {
      keep(memoryOf(db, version), key, answer);
    },
    async remember(db: Queryable, version: number, key: string, compute: () => Promise<T>): Promise<T> {
      const known = this.known(db, version, key);
      if (known !== undefined) return known;
      // Computed after reading the version, so never older than it: a refresh committed meanwhile only files a
      // newer answer under the old version, which the next call (seeing the new version) forgets with the rest.
      const answer = await compute();
      keep(memoryOf(db, version), key, answer);
      return answer;
    },
  };
}

/**
 * One value per database and catalogue version, computed once however many searches ask at the same time (the
 * lexicon of machines, makers and words the search understands questions with).
 */
export function perCatalogueVersion<T>(load: (db: Queryable) => Promise<T>) {
  const loaded = new WeakMap<Queryable, { version: number; value: Promise<T> }>();
  return function current(db: Queryable, version: number): Promise<T> {
    const known = loaded.get(db);
    if (known && known.version === version) return known.value;
    const value = load(db);
    loaded.set(db, { version, value });
    // A failed load is forgotten, so that the next search tries again.
    value.catch(() => {
      if (loaded.get(db)?.value === value) loaded.delete(db);
    });
    return value;
  };
}

/** The catalogue's search version: every refresh of search documents raises it. */
export async function catalogueVersion(db: Queryable): Promise<number> {
  const [row] = rowsOf<{ version: number | string }>(await db.execute(sql`select version from search_version`));
  return Number(row?.version ?? 0);
}
