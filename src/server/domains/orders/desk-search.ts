import 'server-only';
import { sql, type SQL } from 'drizzle-orm';

/**
 * What the order desk's search box looks for, read from what staff typed:
 * - an order number: "TP-000123", "tp123", or digits alone (also tried as a phone and a part number);
 * - a phone: digits with or without spaces, dashes, brackets or the +30/0030 prefix ("6901112222" finds
 *   "+30 690 111 2222");
 * - words (3 letters or more) that must all appear in the e-mail, names, company or phones, Greek accents and
 *   final sigma aside ("νικος γεωργιου" finds "Νίκος Γεωργίου");
 * - a part number: the line's manufacturer number or SKU, exactly, letter case aside.
 * An order matching any of these is found.
 */
export type DeskSearch = {
  orderId: number | null;
  /** PostgreSQL regular expressions, each of which `orders.search_text` (lower case) must match. */
  words: string[];
  phone: string | null;
  partNumber: string | null;
};

const orderNumberPattern = /^tp-?\s*(\d{1,9})$/;
const phoneLike = /^\+?[\d\s().\-/]+$/;
const minWordLength = 3;
const minPhoneDigits = 5;
const maxOrderId = 2_147_483_647;

/** Each Greek vowel with its accented forms, and both sigmas: what a letter typed without accents may be stored as. */
const greekLetterForms: Record<string, string> = {
  α: 'αά',
  ε: 'εέ',
  η: 'ηή',
  ι: 'ιίϊΐ',
  ο: 'οό',
  υ: 'υύϋΰ',
  ω: 'ωώ',
  σ: 'σς',
};

/** Characters with a meaning in PostgreSQL's regular expressions (ARE); a backslash makes them literal. */
const regexSpecial = /[\\^$.|?*+()[\]{}]/;

function letterPattern(char: string): string {
  const base = char.normalize('NFD').replace(/\p{M}/gu, '').replace('ς', 'σ');
  const forms = greekLetterForms[base];
  if (forms) return `[${forms}]`;
  return regexSpecial.test(char) ? `\\${char}` : char;
}

/** A word as a pattern that ignores Greek accents and the final sigma ("γεωργιου" matches "γεωργίου"). */
export function wordPattern(word: string): string {
  return [...word].map(letterPattern).join('');
}

/** A phone's digits as a pattern allowing spaces, dots, dashes, slashes or brackets between any two of them. */
function phonePattern(digits: string): string {
  return [...digits].join('[ ./()-]{0,2}');
}

/** The national number of "+30 690…" or "0030 690…" (Greek numbers are 10 digits). */
function withoutCountryCode(raw: string, digits: string): string {
  const international = raw.startsWith('+') ? digits : digits.startsWith('00') ? digits.slice(2) : null;
  if (international?.startsWith('30') && international.length >= 12) return international.slice(2);
  return international ?? digits;
}

export function deskSearchOf(input: string): DeskSearch {
  const text = input.trim().toLowerCase().replace(/\s+/g, ' ');
  const search: DeskSearch = { orderId: null, words: [], phone: null, partNumber: text.length >= 2 ? text : null };
  const numbered = orderNumberPattern.exec(text);
  if (numbered) {
    const id = Number(numbered[1]);
    return { ...search, orderId: id > 0 ? id : null };
  }
  if (/^\d{1,10}$/.test(text) && Number(text) > 0 && Number(text) <= maxOrderId) search.orderId = Number(text);
  const digits = text.replace(/\D/g, '');
  if (phoneLike.test(text) && digits.length >= minPhoneDigits) {
    search.phone = phonePattern(withoutCountryCode(text, digits));
    return search;
  }
  search.words = text
    .split(' ')
    .filter((word) => [...word].length >= minWordLength)
    .map(wordPattern);
  return search;
}

/**
 * The condition "the order matches the search", or null when the search can match nothing. Each way of matching
 * is its own indexed lookup (the primary key, the trigram index on `search_text`, the lower-case part-number
 * indexes); their union is then joined to the orders, so no lookup turns into a scan of every order.
 */
export function deskSearchCondition(search: DeskSearch): SQL | null {
  const ways: SQL[] = [];
  if (search.orderId !== null) ways.push(sql`select ${search.orderId}::integer`);
  if (search.words.length > 0)
    ways.push(
      sql`select s.id from orders s where ${sql.join(
        search.words.map((word) => sql`s.search_text ~ ${word}`),
        sql` and `,
      )}`,
    );
  if (search.phone) ways.push(sql`select s.id from orders s where s.search_text ~ ${search.phone}`);
  if (search.partNumber)
    ways.push(
      sql`select i.order_id from order_items i where lower(i.mpn) = ${search.partNumber}`,
      sql`select i.order_id from order_items i where lower(i.sku) = ${search.partNumber}`,
    );
  if (ways.length === 0) return null;
  return sql`o.id in (${sql.join(ways, sql` union all `)})`;
}
