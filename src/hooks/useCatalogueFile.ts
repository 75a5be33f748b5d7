'use client';

import { useQuery } from '@tanstack/react-query';
import { catalogueFileUrl } from '@/shared/catalogue-db';

/** A file of the static catalogue database; its name holds its content's hash, so it is fetched once and kept. */
export function useCatalogueFile<T>(file: string | null) {
  return useQuery({
    queryKey: ['katalogos', file],
    queryFn: async ({ signal }) => {
      const response = await fetch(catalogueFileUrl(file!), { signal });
      if (!response.ok) throw new Error(`${response.status} ${file}`);
      return (await response.json()) as T;
    },
    enabled: file !== null,
    staleTime: Infinity,
    gcTime: 30 * 60_000,
  });
}
