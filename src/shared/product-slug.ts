import { slugify, type Lang } from './transliterate';

/** URL slugs from product names, made as the catalogue's own are (data/README.md: ELOT 743-style Greek). */
export const maxSlugLength = 100;

export function slugOf(text: string, lang: Lang = 'en'): string {
  return slugify(text, lang, maxSlugLength);
}

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
