import 'server-only';
/** Every tag that cached reads use; a write that changes the data revalidates its tag (DESIGN.md habit 10). */
export const cacheTags = {
  /** Products, taxons, diagrams: everything a catalogue import writes. */
  catalogue: 'catalogue',
  /** Features and content pages. */
  content: 'content',
  /** The owner's shop settings (shipping, payments, switches): every instance rereads them when saved. */
  settings: 'settings',
} as const;

export type CacheTag = (typeof cacheTags)[keyof typeof cacheTags];
