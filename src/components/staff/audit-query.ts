/** The audit page's filters as the address holds them: `?member=3&entity=order&from=2026-03-01&to=2026-03-31&before=120`. */
export type AuditQuery = {
  member: number | null;
  entity: string | null;
  from: string | null;
  to: string | null;
  before: number | null;
};

/** The entities back-office writes name (later issues add theirs). */
export const auditEntities = [
  'staff_member',
  'staff_invite',
  'request',
  'order',
  'payment',
  'stock',
  'job',
  'feed_category',
  'feed_product',
] as const;

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');
const id = (value: string) => (/^\d{1,12}$/.test(value) ? Number(value) : null);
const day = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

export function readAuditQuery(params: Record<string, string | string[] | undefined>): AuditQuery {
  const entity = single(params.entity);
  return {
    member: id(single(params.member)),
    entity: (auditEntities as readonly string[]).includes(entity) ? entity : null,
    from: day(single(params.from)),
    to: day(single(params.to)),
    before: id(single(params.before)),
  };
}

export function auditQueryString(query: AuditQuery): string {
  const pairs = Object.entries(query).filter(([, value]) => value !== null) as [string, string | number][];
  return new URLSearchParams(pairs.map(([key, value]) => [key, String(value)])).toString();
}
