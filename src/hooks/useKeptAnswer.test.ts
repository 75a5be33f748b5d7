import { afterEach, describe, expect, it, vi } from 'vitest';
import { KeptAnswers } from './useKeptAnswer';

describe('answers kept for the visit', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps the latest answers up to the limit, dropping the one least recently written', () => {
    const kept = new KeptAnswers<string>(2);
    kept.keep('a', 'A');
    kept.keep('b', 'B');
    kept.keep('a', 'A again');
    kept.keep('c', 'C');
    expect([kept.get('a'), kept.get('b'), kept.get('c')]).toEqual(['A again', undefined, 'C']);
    expect(kept.has('b')).toBe(false);
  });

  it('asks again for an answer older than its age (live prices), never for one without an age (a hashed file)', () => {
    vi.useFakeTimers();
    const live = new KeptAnswers<string>(10, 60_000);
    const files = new KeptAnswers<string>(10);
    live.keep('parts', 'offer');
    files.keep('file', 'json');
    vi.advanceTimersByTime(60_000);
    expect(live.get('parts')).toBe('offer');
    vi.advanceTimersByTime(1);
    expect(live.has('parts')).toBe(false);
    vi.advanceTimersByTime(86_400_000);
    expect(files.get('file')).toBe('json');
  });
});
