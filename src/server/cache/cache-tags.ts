import 'server-only';
/** Every tag that cached reads use; a write that changes the data revalidates its tag (DESIGN.md habit 10). */
export const cacheTags = {
  /** Products, taxons, diagrams: everything a catalogue import writes. */
  catalogue: 'catalogue',
  /** Features and content pages. */
  content: 'content',
} as const;

export type CacheTag = (typeof cacheTags)[keyof typeof cacheTags];
