'use client';

import { useChunkReloadGuard } from '@/hooks/useChunkReloadGuard';

/** Mounted once in the root layout; see `useChunkReloadGuard`. */
export function ChunkReloadGuard() {
  useChunkReloadGuard();
  return null;
}
