/**
 * Inputs a careless or hostile client sends: NUL bytes, unpaired surrogates (bad UTF-8 once encoded), huge strings,
 * deep nesting, wrong types. Drawn from a seeded generator, so that a failing input can be drawn again by its seed.
 * Shared by the fuzz test (in process) and `scripts/bench/fuzz.ts` (over HTTP).
 */
export type Random = {
  /** A float in [0, 1). */
  next(): number;
  int(max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
};

/** mulberry32: small, fast and good enough to pick inputs. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  return { next, int, pick: (items) => items[int(items.length)]!, chance: (probability) => next() < probability };
}

/** Strings that break naive code: each is a single value a form field or a variable might carry. */
const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'abc\u0000def',
  '\u0000'.repeat(64),
  '\ud800',
  'Φίλτρο \udfff λαδιού',
  '\udbff\udfff\ud800',
  '\u202eτσοπ\u202c',
  '\u200b\u200c\u200d\ufeff',
  '\u0001\u0002\u0003\u001f\u007f',
  'line\r\nbreak\u2028\u2029',
  "' OR 1=1 --",
  '"; drop table orders; --',
  '%',
  '%E0%A4%A',
  '%ED%A0%80',
  '%00',
  '../../../../etc/passwd',
  '..\\..\\windows',
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '\\x00\\u0000',
  '1e309',
  '-0',
  'NaN',
  '9'.repeat(400),
  '🚜'.repeat(500),
  'Ά̴̡͎̺̓Λ̷̢͉͎͐',
  'a@b',
  '@@@@',
  'L1-185',
];

const nastyNumbers = [0, -1, 1.5, -(2 ** 31) - 1, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, Number.MIN_VALUE];

/** A string of one of several sizes, up to a megabyte. */
export function hugeString(random: Random): string {
  const size = random.pick([10_000, 100_000, 1_000_000]);
  return random.pick(['x', 'Ω', '\u0000', '\ud800', '🚜']).repeat(size / 2);
}

/** Arrays or objects nested hundreds to a thousand deep (a recursive reader would strain its stack). */
export function deeplyNested(random: Random): unknown {
  const depth = random.pick([100, 500, 1_000]);
  let value: unknown = random.pick(['leaf', '\u0000', 1]);
  const asObject = random.chance(0.5);
  for (let level = 0; level < depth; level++) value = asObject ? { a: value } : [value];
  return value;
}

/** JSON text nested ten to a hundred thousand deep: more than JSON.stringify itself could write. */
export function deeplyNestedJson(random: Random): string {
  const depth = random.pick([10_000, 100_000]);
  return random.chance(0.5)
    ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** A value of the wrong type, or a wrong value of the right one. */
export function hostileValue(random: Random): unknown {
  const roll = random.int(10);
  if (roll < 4) return random.pick(nastyStrings) + (random.chance(0.3) ? random.pick(nastyStrings) : '');
  if (roll === 4) return hugeString(random);
  if (roll === 5) return deeplyNested(random);
  if (roll === 6) return random.pick(nastyNumbers);
  if (roll === 7) return random.pick([true, false, null]);
  if (roll === 8)
    return random.pick([[], {}, ['a', 1, null], { a: '\u0000' }, JSON.parse('{"__proto__":{"polluted":1}}')]);
  return random.pick(nastyStrings).repeat(random.int(50) + 1);
}

/** A hostile string only (for places that can only carry text: form fields, path segments, query parameters). */
export function hostileText(random: Random): string {
  const value = hostileValue(random);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * Bytes that are not UTF-8: a lone continuation byte, an overlong slash, an encoded surrogate, a truncated sequence,
 * bytes that never occur.
 */
export const invalidUtf8 = [
  Buffer.from([0x80]),
  Buffer.from([0xc0, 0xaf]),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from([0xe0, 0xa4]),
  Buffer.from([0xff, 0xfe]),
  Buffer.from([0xc3, 0x28]),
  Buffer.from([0xf4, 0x90, 0x80, 0x80]),
];

/** Text bytes with invalid UTF-8 spliced into a random place, or in place of a marker when there is one. */
export function withInvalidUtf8(random: Random, text: string, marker?: string): Buffer {
  const bad = random.pick(invalidUtf8);
  const at = marker && text.includes(marker) ? text.indexOf(marker) : random.int(text.length + 1);
  const rest = marker && text.includes(marker) ? text.slice(at + marker.length) : text.slice(at);
  return Buffer.concat([Buffer.from(text.slice(0, at)), bad, Buffer.from(rest)]);
}

/** Header values can hold only Latin-1 without line breaks or NUL; within that, still hostile. */
export function hostileHeaderValue(random: Random): string {
  return random.pick([
    '',
    'Bearer',
    'Bearer ',
    `Bearer ${'A'.repeat(random.pick([10, 43, 10_000]))}`,
    'Bearer \u00ff\u00fe',
    'Basic Zm9vOmJhcg==',
    `Bearer ${'%'.repeat(20)}`,
    'bearer    x',
    '\u00e9\u00e8',
    '\t',
  ]);
}
