'use client';

import { startTransition, useEffect, useRef, useState } from 'react';

/**
 * Answers kept for the visit, by key: the oldest is dropped past `limit`, and an answer older than `maxAgeMs` is asked
 * for again (live prices and stock), a file named by its content never.
 */
export class KeptAnswers<T> {
  private readonly answers = new Map<string, { answer: T; at: number }>();
  constructor(
    private readonly limit: number,
    private readonly maxAgeMs = Infinity,
  ) {}
  get(key: string): T | undefined {
    const kept = this.answers.get(key);
    return kept && Date.now() - kept.at <= this.maxAgeMs ? kept.answer : undefined;
  }
  has(key: string): boolean {
    return this.get(key) !== undefined;
  }
  keep(key: string, answer: T): void {
    this.answers.delete(key);
    this.answers.set(key, { answer, at: Date.now() });
    if (this.answers.size > this.limit) this.answers.delete(this.answers.keys().next().value!);
  }
}

/**
 * One set of kept answers per owner, made when first asked for: per GraphQL client, which is the page's language,
 * for answers that name things in it.
 */
export function keptPer<T>(limit: number, maxAgeMs?: number): (owner: object) => KeptAnswers<T> {
  const sets = new WeakMap<object, KeptAnswers<T>>();
  return (owner) => {
    let kept = sets.get(owner);
    if (!kept) sets.set(owner, (kept = new KeptAnswers<T>(limit, maxAgeMs)));
    return kept;
  };
}

type Outcome<T> = { key: string; data?: T; failed?: boolean };

/**
 * What `load` answers for `key` (nothing is asked while the key is null), kept in `kept` for the rest of the visit:
 * a part shown again shows its answer at once. A request for a key no longer wanted is cancelled. Without a query
 * library, for parts of the first load (issue #20).
 */
export function useKeptAnswer<T>(
  kept: KeptAnswers<T>,
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
): { data: T | undefined; isPending: boolean; isError: boolean } {
  const [outcome, setOutcome] = useState<Outcome<T> | null>(null);
  // The latest loader: callers pass a new function on every render, the request depends on the key alone.
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  });

  useEffect(() => {
    if (key === null || kept.has(key)) return;
    const controller = new AbortController();
    // The answer is drawn as a transition: a long list (a diagram's parts) in slices that leave the main thread
    // free between them, not in one task (issue #20).
    loader.current(controller.signal).then(
      (data) => {
        kept.keep(key, data);
        startTransition(() => setOutcome({ key, data }));
      },
      () => {
        if (!controller.signal.aborted) startTransition(() => setOutcome({ key, failed: true }));
      },
    );
    return () => controller.abort();
  }, [key, kept]);

  const data = key === null ? undefined : (kept.get(key) ?? (outcome?.key === key ? outcome.data : undefined));
  const isError = key !== null && outcome?.key === key && outcome.failed === true;
  return { data, isPending: key !== null && data === undefined && !isError, isError };
}
