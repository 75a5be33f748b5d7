import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadAfterChunkError } from './useChunkReloadGuard';
import { estimatedProgress, loadingTimings } from './useLoadingProgress';

describe('the loading bar’s progress', () => {
  it('grows steadily, is about 70 % after the duration and never completes by itself', () => {
    const { duration } = loadingTimings;
    const samples = [0, 100, 1000, duration, 3 * duration, 100 * duration].map((elapsed) =>
      estimatedProgress(elapsed, duration),
    );
    expect(samples[0]).toBe(0);
    for (let i = 1; i < samples.length; i++) expect(samples[i]).toBeGreaterThan(samples[i - 1]!);
    expect(estimatedProgress(duration, duration)).toBeCloseTo(70.5, 0);
    expect(samples.at(-1)).toBeLessThan(100);
  });

  it('uses the spec’s timings', () => {
    expect(loadingTimings).toEqual({ throttle: 200, duration: 5000, hideDelay: 500 });
  });
});

describe('failed code-chunk loads', () => {
  it.each([
    [Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' }), true],
    [new Error('Loading CSS chunk app-layout failed'), true],
    [new TypeError('Failed to fetch dynamically imported module: https://shop/_next/static/chunks/a.js'), true],
    ['ChunkLoadError: Loading chunk 7 failed', true],
    [new Error('Cannot read properties of undefined'), false],
    [undefined, false],
  ])('%s is a chunk error: %s', (reason, expected) => {
    expect(isChunkLoadError(reason)).toBe(expected);
  });

  afterEach(() => vi.unstubAllGlobals());

  function browserWith(lastReload: number | null) {
    const storage = new Map<string, string>(lastReload === null ? [] : [['chunk-reload-at', String(lastReload)]]);
    const reload = vi.fn();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    });
    vi.stubGlobal('window', { location: { reload } });
    return { storage, reload };
  }

  it('reloads the page and remembers when', () => {
    const { storage, reload } = browserWith(null);
    expect(reloadAfterChunkError(1_000_000)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(storage.get('chunk-reload-at')).toBe('1000000');
  });

  it('reloads at most once a minute', () => {
    const { reload } = browserWith(1_000_000);
    expect(reloadAfterChunkError(1_000_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(reloadAfterChunkError(1_000_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });
});
