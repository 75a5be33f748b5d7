'use client';

import { catalogueFileUrl } from '@/shared/catalogue-db';
import { KeptAnswers, useKeptAnswer } from './useKeptAnswer';

/** The catalogue's files read in this visit: the index, a few makers and the models looked at. */
const files = new KeptAnswers<unknown>(30);

/** A file of the static catalogue database; its name holds its content's hash, so it is fetched once and kept. */
export function useCatalogueFile<T>(file: string | null) {
  const answer = useKeptAnswer(files, file, async (signal) => {
    const response = await fetch(catalogueFileUrl(file!), { signal });
    if (!response.ok) throw new Error(`${response.status} ${file}`);
    return (await response.json()) as unknown;
  });
  return { ...answer, data: answer.data as T | undefined };
}
