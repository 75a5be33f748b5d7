import { slugify, type Lang } from '@/shared/transliterate';

/** Hands out unique slugs; repeats get -2, -3, … */
export class SlugRegistry {
  private readonly used = new Set<string>();

  constructor(private readonly lang: Lang) {}

  make(text: string): string {
    const base = slugify(text, this.lang);
    let slug = base;
    for (let n = 2; this.used.has(slug); n++) slug = `${base}-${n}`;
    this.used.add(slug);
    return slug;
  }
}
