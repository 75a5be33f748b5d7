/** Brands, engines, tractor models and rotovators of the demo shop. */
import { slugify } from '@/shared/transliterate';

export type BrandKind = 'tractor' | 'parts' | 'implement';

export interface Brand {
  slug: string;
  name: string;
  kind: BrandKind;
  country: string;
}

export interface Engine {
  slug: string;
  brand: string;
  code: string;
  cylinders: number;
  fuel: 'diesel' | 'petrol';
}

export interface Model {
  slug: string;
  brand: string;
  model: string;
  aliases: string[];
  engine: string;
  years: string;
  hp: number;
}

export interface Rotovator {
  slug: string;
  brand: string;
  model: string;
}

const brand = (slug: string, name: string, kind: BrandKind, country: string): Brand => ({ slug, name, kind, country });

export const BRANDS: readonly Brand[] = [
  brand('kubota', 'Kubota', 'tractor', 'JP'),
  brand('yanmar', 'Yanmar', 'tractor', 'JP'),
  brand('iseki', 'Iseki', 'tractor', 'JP'),
  brand('mitsubishi', 'Mitsubishi', 'tractor', 'JP'),
  brand('shibaura', 'Shibaura', 'tractor', 'JP'),
  brand('hinomoto', 'Hinomoto', 'tractor', 'JP'),
  brand('john-deere', 'John Deere', 'tractor', 'US'),
  brand('ford', 'Ford', 'tractor', 'US'),
  brand('niplo', 'Niplo', 'implement', 'JP'),
  brand('kobashi', 'Kobashi', 'implement', 'JP'),
  brand('sakura', 'Sakura', 'parts', 'JP'),
  brand('bosch', 'Bosch', 'parts', 'DE'),
  brand('nok', 'NOK', 'parts', 'JP'),
  brand('koyo', 'Koyo', 'parts', 'JP'),
  brand('bondioli-pavesi', 'Bondioli & Pavesi', 'parts', 'IT'),
  brand('oem', 'OEM', 'parts', 'CN'),
];

const engine = (brandSlug: string, code: string, cylinders: number): Engine => ({
  slug: `${brandSlug}-${slugify(code)}`,
  brand: brandSlug,
  code,
  cylinders,
  fuel: 'diesel',
});

export const ENGINES: readonly Engine[] = [
  engine('kubota', 'D650', 3),
  engine('kubota', 'D750', 3),
  engine('kubota', 'D850', 3),
  engine('kubota', 'D950', 3),
  engine('kubota', 'D1102', 3),
  engine('yanmar', '2T75', 2),
  engine('yanmar', '3T75', 3),
  engine('yanmar', '3T84', 3),
  engine('yanmar', '3TN75', 3),
  engine('iseki', 'E3CD', 3),
  engine('iseki', 'E3AE1', 3),
  engine('mitsubishi', 'K3A', 3),
  engine('mitsubishi', 'K3D', 3),
  engine('shibaura', 'E673', 3),
  engine('shibaura', 'S753', 3),
  engine('hinomoto', 'P95', 2),
];

/** [brand, model, aliases, engine code, years, hp]. John Deere uses Yanmar engines, Ford uses Shibaura engines. */
type ModelRow = [string, string, string, string, string, number];

const MODEL_ROWS: readonly ModelRow[] = [
  ['kubota', 'L1-185', 'L1 185|L1185|L-185|L1-185DT', 'kubota-d850', '1976-1983', 18],
  ['kubota', 'L1801', 'L 1801|L-1801|L1801DT', 'kubota-d850', '1984-1990', 18],
  ['kubota', 'B8200', 'B 8200|B-8200|B8200HST|B8200DT', 'kubota-d850', '1983-1994', 18],
  ['kubota', 'L1-205', 'L1 205|L1205|L-205|L1-205DT', 'kubota-d950', '1976-1983', 20],
  ['kubota', 'L2000', 'L 2000|L-2000|L2000DT', 'kubota-d950', '1980-1986', 20],
  ['kubota', 'L2201', 'L 2201|L-2201|L2201DT', 'kubota-d1102', '1985-1992', 22],
  ['kubota', 'L2202', 'L 2202|L-2202|L2202DT', 'kubota-d1102', '1987-1995', 22],
  ['kubota', 'B7000', 'B 7000|B-7000|B7000E', 'kubota-d650', '1976-1983', 16],
  ['kubota', 'B1600', 'B 1600|B-1600|B1600DT', 'kubota-d750', '1980-1986', 16],
  ['kubota', 'B7100', 'B 7100|B-7100|B7100HST|B7100DT', 'kubota-d750', '1983-1994', 16],
  ['yanmar', 'YM1500', 'YM 1500|YM-1500|YM1500D', 'yanmar-2t75', '1976-1981', 15],
  ['yanmar', 'YM1510', 'YM 1510|YM-1510|YM1510D', 'yanmar-2t75', '1979-1984', 15],
  ['yanmar', 'YM2200', 'YM 2200|YM-2200|YM2200D', 'yanmar-3t75', '1976-1980', 22],
  ['yanmar', 'YM2210', 'YM 2210|YM-2210|YM2210D', 'yanmar-3t75', '1979-1984', 22],
  ['yanmar', 'YM2500', 'YM 2500|YM-2500|YM2500D', 'yanmar-3t84', '1976-1981', 25],
  ['yanmar', 'F20', 'F 20|F-20|F20D', 'yanmar-3tn75', '1985-1992', 20],
  ['yanmar', 'F22', 'F 22|F-22|F22D', 'yanmar-3tn75', '1986-1993', 22],
  ['john-deere', '850', 'JD850|JD 850|JD-850', 'yanmar-3t84', '1978-1988', 22],
  ['john-deere', '755', 'JD755|JD 755|JD-755', 'yanmar-3tn75', '1986-1992', 20],
  ['iseki', 'TX1500', 'TX 1500|TX-1500|TX1500F|TX1500S', 'iseki-e3cd', '1978-1983', 15],
  ['iseki', 'TX1510', 'TX 1510|TX-1510|TX1510F', 'iseki-e3cd', '1981-1987', 15],
  ['iseki', 'TU1700', 'TU 1700|TU-1700|TU1700F|Sial TU1700', 'iseki-e3ae1', '1983-1990', 17],
  ['mitsubishi', 'D1500', 'D 1500|D-1500|D1500FD', 'mitsubishi-k3a', '1978-1983', 15],
  ['mitsubishi', 'MT16', 'MT 16|MT-16|MT16D', 'mitsubishi-k3a', '1984-1990', 16],
  ['mitsubishi', 'MT180', 'MT 180|MT-180|MT180D|MT180H', 'mitsubishi-k3d', '1984-1991', 18],
  ['mitsubishi', 'MT2001', 'MT 2001|MT-2001|MT2001D', 'mitsubishi-k3d', '1986-1992', 20],
  ['shibaura', 'SD1800', 'SD 1800|SD-1800|SD1800D', 'shibaura-e673', '1978-1984', 18],
  ['shibaura', 'P17F', 'P 17F|P-17F|P17', 'shibaura-e673', '1983-1988', 17],
  ['shibaura', 'SD2000', 'SD 2000|SD-2000|SD2000D', 'shibaura-s753', '1979-1985', 20],
  ['ford', '1300', 'Ford1300|F1300|Ford 1310', 'shibaura-e673', '1979-1986', 17],
  ['ford', '1500', 'Ford1500|F1500|Ford 1510', 'shibaura-s753', '1979-1986', 19],
  ['hinomoto', 'E18', 'E 18|E-18|E18D|Hokkai Ford 180', 'hinomoto-p95', '1977-1982', 18],
  ['hinomoto', 'E1802', 'E 1802|E-1802|E1802D', 'hinomoto-p95', '1980-1985', 18],
];

export const MODELS: readonly Model[] = MODEL_ROWS.map(([brandSlug, model, aliases, engineSlug, years, hp]) => ({
  slug: `${brandSlug}-${slugify(model)}`,
  brand: brandSlug,
  model,
  aliases: aliases.split('|'),
  engine: engineSlug,
  years,
  hp,
}));

export const ROTOVATORS: readonly Rotovator[] = [
  ['niplo', 'SX-1408'],
  ['niplo', 'SX-1608'],
  ['kobashi', 'KR-140'],
  ['kobashi', 'KA-160'],
  ['kubota', 'RS1404'],
  ['yanmar', 'RSA1402'],
].map(([brandSlug = '', model = '']) => ({ slug: `${brandSlug}-${slugify(model)}`, brand: brandSlug, model }));

/** Models with exploded diagrams; they also get more parts, as the best sellers would. */
export const DIAGRAM_MODELS: readonly string[] = ['kubota-l1-185', 'yanmar-ym2200', 'iseki-tx1500', 'john-deere-850'];

function index<T extends { slug: string }>(items: readonly T[]): ReadonlyMap<string, T> {
  return new Map(items.map((item) => [item.slug, item]));
}

export const BRAND_BY_SLUG = index(BRANDS);
export const ENGINE_BY_SLUG = index(ENGINES);
export const MODEL_BY_SLUG = index(MODELS);
export const ROTOVATOR_BY_SLUG = index(ROTOVATORS);

export function lookup<T>(map: ReadonlyMap<string, T>, slug: string): T {
  const item = map.get(slug);
  if (item === undefined) throw new Error(`unknown slug ${slug}`);
  return item;
}

export const brandName = (slug: string): string => lookup(BRAND_BY_SLUG, slug).name;

export function modelsWithEngine(engineSlug: string): Model[] {
  return MODELS.filter((m) => m.engine === engineSlug);
}

/** "L1-185" for a Kubota part, "John Deere 850" when the part's brand is another one. */
export function modelLabel(model: Model, contextBrand: string): string {
  return model.brand === contextBrand ? model.model : `${brandName(model.brand)} ${model.model}`;
}
