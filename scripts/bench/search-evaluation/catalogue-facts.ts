import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { partTypes, type PartTypeKey } from './part-types';

/** What the evaluation knows of a product, read from the catalogue's CSV files (never from the search). */
export type ProductFacts = {
  sku: string;
  active: boolean;
  nameEl: string;
  nameEn: string;
  /** The part type its name starts with ("Μίζα …" → starter-motor), or null for a name of no known type. */
  type: PartTypeKey | null;
  condition: 'new' | 'used';
  models: string[];
  engines: string[];
  rotovators: string[];
  /** Its own brand and the makers of every machine it fits. */
  makers: Set<string>;
  mpn: string;
};

export type MachineFacts = { slug: string; brand: string; brandName: string; name: string; aliases: string[] };

export type CatalogueFacts = {
  products: ProductFacts[];
  models: Map<string, MachineFacts>;
  engines: Map<string, MachineFacts>;
  brands: Map<string, string>;
};

type Row = Record<string, string>;
const read = (dir: string, file: string): Row[] =>
  parse(fs.readFileSync(path.join(dir, file), 'utf8'), { columns: true });
const list = (cell: string | undefined) => (cell ? cell.split('|').filter(Boolean) : []);

/** Longest part-type name first, so that "Μύτη μπεκ" is not read as "Μπεκ" and "Ρουλεμάν κιβωτίου" not as "Ρουλεμάν". */
const typeNames = (Object.entries(partTypes) as [PartTypeKey, (typeof partTypes)[PartTypeKey]][]).sort(
  ([, a], [, b]) => b.el.length - a.el.length,
);

export function partTypeOf(nameEl: string, category: string): PartTypeKey | null {
  const name = nameEl.toLocaleLowerCase('el');
  for (const [key, type] of typeNames) {
    const head = type.el.toLocaleLowerCase('el');
    if (type.category === category && name.startsWith(head) && /^($|[\s(,])/.test(name.slice(head.length))) return key;
  }
  return null;
}

export function readCatalogueFacts(dir: string): CatalogueFacts {
  const brands = new Map(read(dir, 'brands.csv').map((row) => [row.slug!, row.name!]));
  const machine = (row: Row, name: string): MachineFacts => ({
    slug: row.slug!,
    brand: row.brand!,
    brandName: brands.get(row.brand!) ?? row.brand!,
    name,
    aliases: list(row.aliases),
  });
  const models = new Map(read(dir, 'models.csv').map((row) => [row.slug!, machine(row, row.model!)]));
  const engines = new Map(read(dir, 'engines.csv').map((row) => [row.slug!, machine(row, row.code!)]));
  const rotovators = new Map(read(dir, 'rotovators.csv').map((row) => [row.slug!, machine(row, row.model!)]));
  const makerOf = (slug: string) =>
    models.get(slug)?.brand ?? engines.get(slug)?.brand ?? rotovators.get(slug)?.brand ?? null;
  const products = read(dir, 'products.csv').map((row): ProductFacts => {
    const fits = [...list(row.models), ...list(row.engines), ...list(row.rotovators)];
    return {
      sku: row.sku!,
      active: row.status === 'active',
      nameEl: row.name_el!,
      nameEn: row.name_en!,
      type: partTypeOf(row.name_el!, row.category!),
      condition: row.condition === 'used' ? 'used' : 'new',
      models: list(row.models),
      engines: list(row.engines),
      rotovators: list(row.rotovators),
      makers: new Set([row.brand!, ...fits.map(makerOf).filter((maker): maker is string => maker !== null)]),
      mpn: row.mpn!,
    };
  });
  return { products, models, engines, brands };
}
