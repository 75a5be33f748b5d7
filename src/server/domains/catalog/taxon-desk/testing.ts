import type { EditableTaxonomyKind } from '@/shared/taxon-desk-rules';

/** The taxonomies page's form for a new entry named `name` (its Greek name marked), addresses made from the names. */
export const taxonForm = (kind: EditableTaxonomyKind, name: string, extra: Record<string, unknown> = {}) => ({
  kind,
  el: { name: `${name} ελ`, slug: '' },
  en: { name, slug: '' },
  ...extra,
});
