/**
 * Local queries over the static JSON catalogue database (arrays of plain objects), in the browser or in Node.
 * Modelled on @nuxt/content v2's queryContent: query(items).where(…).search(…).sortBy(…).limit(…).find().
 * Queries are immutable and never change the input array or its items; invalid input never throws.
 */

/**
 * A filter. Each field (a dotted path such as 'engine.code') has a condition: a plain value (equality; for an
 * array field, the array contains it), a RegExp, a nested Where on an object field, or an object of operators:
 * $eq, $ne, $in, $nin, $contains, $containsAny, $icontains, $gt, $gte, $lt, $lte, $exists, $regex, and also
 * $and, $or, $not. Unknown operators do not match.
 */
export type Where = { $and?: Where[]; $or?: Where[]; $not?: Where; [field: string]: unknown };

/** Order of one sort key. */
export type SortDirection = 'asc' | 'desc';

/** The fields (dotted paths allowed) whose values a search looks in. */
export type SearchOptions<T> = { fields: ((keyof T & string) | string)[] };

/** How many items surround() returns before and after the match (defaults 1 and 1). */
export type SurroundOptions = { before?: number; after?: number };

/** An immutable query over a list: every method returns a new query and leaves this one unchanged. */
export interface Query<T> {
  /** Keeps the items matching the condition; several calls combine with AND. */
  where(condition: Where): Query<T>;
  /** Keeps the items where every token of `text` occurs in the fields' normalised values; blank text keeps all. */
  search(text: string, options: SearchOptions<T>): Query<T>;
  /** Adds a sort key (the first call is the primary key); stable, numeric collation, missing values last. */
  sortBy(field: string, direction?: SortDirection): Query<T>;
  /** Skips the first `count` results (negative means 0; the last call wins). */
  skip(count: number): Query<T>;
  /** Returns at most `count` results; `count` <= 0 returns none (the last call wins). */
  limit(count: number): Query<T>;
  /** Keeps only these fields in the results (filters and sorting still see every field). */
  only<K extends keyof T>(fields: K[]): Query<Pick<T, K>>;
  /** Removes these fields from the results (filters and sorting still see every field). */
  without<K extends keyof T>(fields: K[]): Query<Omit<T, K>>;
  /** The neighbours of the first item matching `match` in the filtered, sorted list (skip/limit ignored). */
  surround(match: Where, options?: SurroundOptions): { find(): (T | null)[] };
  /** The results after filters, sorting, skip and limit. */
  find(): T[];
  /** The first result of find(), or null. */
  findOne(): T | null;
  /** How many items match the filters (skip and limit ignored). */
  count(): number;
}

type Operator = (value: unknown, arg: unknown) => boolean;
type SortKey = { field: string; desc: boolean };
type State = {
  items: readonly object[];
  filters: readonly ((item: object) => boolean)[];
  sorts: readonly SortKey[];
  skip: number;
  limit: number;
  projections: readonly ((item: object) => object)[];
};

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Lower-case without accents (Greek τόνος included, final ς folded to σ); punctuation and spaces are kept. */
function fold(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ς/g, 'σ');
}

/** Search form of a text: lower-case, no accents, letters and digits only ('L1-185' and 'L1 185' -> 'l1185'). */
export function normaliseForSearch(text: string): string {
  return fold(text).replace(/[^\p{L}\p{N}]/gu, '');
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && [Object.prototype, null].includes(Object.getPrototypeOf(value));

/** The value at a dotted path of own properties ('engine.code'), or undefined. */
function getPath(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

const same = (a: unknown, b: unknown): boolean =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((x, i) => same(x, b[i])) : a === b;

/** Equality; an array field also equals each of its elements. */
const equals = (value: unknown, expected: unknown) =>
  same(value, expected) || (Array.isArray(value) && value.some((element) => same(element, expected)));

const contains = (value: unknown, needle: unknown) =>
  Array.isArray(value)
    ? value.some((element) => same(element, needle))
    : typeof value === 'string' && typeof needle === 'string' && value.includes(needle);

/** A string field, or the strings of an array field. */
const strings = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');

function regex(arg: unknown): RegExp | undefined {
  try {
    // A fresh copy: test() would otherwise move a global RegExp's lastIndex from one item to the next.
    return arg instanceof RegExp || typeof arg === 'string' ? new RegExp(arg) : undefined;
  } catch {
    return undefined;
  }
}

const matchesRegex: Operator = (value, arg) => {
  const pattern = regex(arg);
  return pattern !== undefined && strings(value).some((s) => pattern.test(s));
};

/** Numbers by value, strings by collation; anything else is not ordered. */
const order = (a: unknown, b: unknown): number | undefined =>
  typeof a === 'number' && typeof b === 'number'
    ? a - b
    : typeof a === 'string' && typeof b === 'string'
      ? collator.compare(a, b)
      : undefined;

const range =
  (accept: (difference: number) => boolean): Operator =>
  (value, arg) => {
    const difference = order(value, arg);
    return difference !== undefined && accept(difference);
  };

const operators = new Map<string, Operator>([
  ['$and', (value, arg) => Array.isArray(arg) && arg.every((condition) => test(value, condition))],
  ['$or', (value, arg) => Array.isArray(arg) && arg.some((condition) => test(value, condition))],
  ['$not', (value, arg) => !test(value, arg)],
  ['$eq', equals],
  ['$ne', (value, arg) => !equals(value, arg)],
  ['$in', (value, arg) => Array.isArray(arg) && arg.some((candidate) => equals(value, candidate))],
  ['$nin', (value, arg) => Array.isArray(arg) && !arg.some((candidate) => equals(value, candidate))],
  ['$contains', contains],
  ['$containsAny', (value, arg) => Array.isArray(arg) && arg.some((needle) => contains(value, needle))],
  ['$icontains', (value, arg) => typeof arg === 'string' && strings(value).some((s) => fold(s).includes(fold(arg)))],
  ['$gt', range((d) => d > 0)],
  ['$gte', range((d) => d >= 0)],
  ['$lt', range((d) => d < 0)],
  ['$lte', range((d) => d <= 0)],
  ['$exists', (value, arg) => typeof arg === 'boolean' && (value !== undefined && value !== null) === arg],
  ['$regex', matchesRegex],
]);

/** Whether a value meets a condition (a plain value, a RegExp, or an object of operators and field paths). */
function test(value: unknown, condition: unknown): boolean {
  if (condition instanceof RegExp) return matchesRegex(value, condition);
  if (!isPlainObject(condition)) return equals(value, condition);
  return Object.entries(condition).every(([key, arg]) => {
    if (!key.startsWith('$')) return test(getPath(value, key), arg);
    return operators.get(key)?.(value, arg) ?? false;
  });
}

/** Missing values (undefined, null, NaN) sort last in both directions. */
function compareForSort(a: unknown, b: unknown, desc: boolean): number {
  const missingA = a === undefined || a === null || Number.isNaN(a);
  const missingB = b === undefined || b === null || Number.isNaN(b);
  if (missingA || missingB) return missingA === missingB ? 0 : missingA ? 1 : -1;
  const difference = order(a, b) ?? collator.compare(String(a), String(b));
  return desc ? -difference : difference;
}

/** A whole, non-negative count; NaN and negative numbers become 0. */
const toCount = (count: unknown) => (typeof count === 'number' && count > 0 ? Math.floor(count) : 0);

/** A projection keeping (only) or dropping (without) the given top-level fields. */
function projection(fields: unknown, keep: boolean): (item: object) => object {
  const set = new Set(Array.isArray(fields) ? fields.map(String) : []);
  return (item) => Object.fromEntries(Object.entries(item).filter(([key]) => set.has(key) === keep));
}

function build<T>(state: State): Query<T> {
  const next = <U>(patch: Partial<State>): Query<U> => build<U>({ ...state, ...patch });
  const project = (item: object | undefined): T | null =>
    item === undefined ? null : (state.projections.reduce((current, p) => p(current), item) as T);
  const filtered = () => state.items.filter((item) => state.filters.every((keep) => keep(item)));
  const sorted = () =>
    filtered().sort((x, y) => {
      for (const { field, desc } of state.sorts) {
        const difference = compareForSort(getPath(x, field), getPath(y, field), desc);
        if (difference !== 0) return difference;
      }
      return 0;
    });
  const find = () =>
    state.limit <= 0
      ? []
      : sorted()
          .slice(state.skip, state.skip + state.limit)
          .map((item) => project(item) as T);

  return Object.freeze({
    where: (condition: Where) => next<T>({ filters: [...state.filters, (item: object) => test(item, condition)] }),
    search(text: string, options: SearchOptions<T>) {
      const tokens = (typeof text === 'string' ? text : '').split(/\s+/).map(normaliseForSearch).filter(Boolean);
      if (tokens.length === 0) return next<T>({});
      const fields: string[] = Array.isArray(options?.fields) ? options.fields.map(String) : [];
      const haystack = (item: object) =>
        fields
          .flatMap((field) => getPath(item, field))
          .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
          .map((v) => normaliseForSearch(String(v)))
          .join(' '); // a separator no token contains: a token never spans two values
      const matches = (item: object) => {
        const text = haystack(item);
        return tokens.every((token) => text.includes(token));
      };
      return next<T>({ filters: [...state.filters, matches] });
    },
    sortBy: (field: string, direction: SortDirection = 'asc') =>
      next<T>({ sorts: [...state.sorts, { field: String(field), desc: direction === 'desc' }] }),
    skip: (count: number) => next<T>({ skip: toCount(count) }),
    limit: (count: number) => next<T>({ limit: toCount(count) }),
    only<K extends keyof T>(fields: K[]) {
      return next<Pick<T, K>>({ projections: [...state.projections, projection(fields, true)] });
    },
    without<K extends keyof T>(fields: K[]) {
      return next<Omit<T, K>>({ projections: [...state.projections, projection(fields, false)] });
    },
    surround(match: Where, options: SurroundOptions = {}) {
      const before = options?.before === undefined ? 1 : toCount(options.before);
      const after = options?.after === undefined ? 1 : toCount(options.after);
      return {
        find() {
          const list = sorted();
          const index = list.findIndex((item) => test(item, match));
          const at = (i: number) => (index >= 0 && i >= 0 ? project(list[i]) : null);
          return [
            ...Array.from({ length: before }, (_, i) => at(index - before + i)),
            ...Array.from({ length: after }, (_, i) => at(index + 1 + i)),
          ];
        },
      };
    },
    find,
    findOne: () => find()[0] ?? null,
    count: () => filtered().length,
  });
}

/** Starts a query over a snapshot of `items` (later changes to the array do not affect it). */
export function query<T extends object>(items: readonly T[]): Query<T> {
  const snapshot = Array.isArray(items) ? [...items] : [];
  return build<T>({ items: snapshot, filters: [], sorts: [], skip: 0, limit: Infinity, projections: [] });
}
