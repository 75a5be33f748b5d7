/** products.csv: random parts from one seeded stream, plus hand-written edge rows at fixed positions. */
import { CATEGORIES } from './categories';
import { EDGE_ROWS } from './edge-rows';
import { genuineMpn, makerMpn, uniqueMpn } from './mpn';
import { GENUINE, PART_TYPES, type PartType } from './part-types';
import { netPrice, shelfPriceCents, type Product, type ProductDraft, type Status } from './product-row';
import { productDescription, productName, specText, type Fitment } from './product-text';
import { Rng } from './rng';
import { SlugRegistry } from './transliterate';
import {
  BRAND_BY_SLUG,
  DIAGRAM_MODELS,
  ENGINE_BY_SLUG,
  MODELS,
  ROTOVATORS,
  brandName,
  lookup,
  modelsWithEngine,
  type Model,
} from './vocabulary';

const PART_WEIGHTS = PART_TYPES.map((p) => [p, p.weight] as const);
// The models with diagrams are the best sellers, so they get more parts.
const MODEL_WEIGHTS = MODELS.map((m) => [m, DIAGRAM_MODELS.includes(m.slug) ? 4 : 1] as const);
const TOP_CATEGORY = new Map(CATEGORIES.map((c) => [c.slug, c.parent || c.slug]));
const STATUS_WEIGHTS: readonly (readonly [Status, number])[] = [
  ['active', 93],
  ['draft', 4],
  ['archived', 3],
];

function fitment(part: PartType, used: boolean, rng: Rng): Fitment {
  const none: Fitment = { kind: part.fit, models: [], rotovators: [] };
  if (part.fit === 'engine') {
    const donor = rng.weighted(MODEL_WEIGHTS);
    const engine = lookup(ENGINE_BY_SLUG, donor.engine);
    const all = modelsWithEngine(engine.slug);
    // Engine parts fit every model with that engine; a used part lists its donor first.
    const models = used ? [donor, ...all.filter((m) => m !== donor)] : all;
    return { ...none, engine, models };
  }
  if (part.fit === 'model') {
    const donor = rng.weighted(MODEL_WEIGHTS);
    const siblings = MODELS.filter((m) => m.brand === donor.brand && m !== donor);
    const models: Model[] = [donor];
    if (siblings.length > 0 && rng.chance(0.4)) models.push(rng.pick(siblings));
    return { ...none, models };
  }
  if (part.fit === 'rotovator') {
    const first = rng.pick(ROTOVATORS);
    const siblings = ROTOVATORS.filter((r) => r.brand === first.brand && r !== first);
    const rotovators = [first];
    if (siblings.length > 0 && rng.chance(0.3)) rotovators.push(rng.pick(siblings));
    return { ...none, rotovators };
  }
  return none;
}

/** The brand a genuine part belongs to: the engine, tractor or rotovator maker. */
function genuineBrand(fit: Fitment): string {
  const brand = fit.engine?.brand ?? fit.models[0]?.brand ?? fit.rotovators[0]?.brand;
  if (brand === undefined) throw new Error('a genuine part needs an engine, model or rotovator');
  return brand;
}

function country(maker: string, brand: string, used: boolean, rng: Rng): string {
  if (used) return 'JP';
  if (maker === 'oem')
    return rng.weighted([
      ['CN', 60],
      ['IN', 15],
      ['TR', 15],
      ['IT', 10],
    ]);
  return lookup(BRAND_BY_SLUG, brand).country;
}

function warranty(part: PartType, maker: string, used: boolean, rng: Rng): string {
  if (used)
    return rng.weighted([
      ['3 months', 80],
      ['1 month', 10],
      ['6 months', 10],
    ]);
  if (part.noWarranty) return '';
  return maker === 'oem'
    ? '12 months'
    : rng.weighted([
        ['12 months', 85],
        ['24 months', 15],
      ]);
}

function randomProduct(rng: Rng, taken: Set<string>): ProductDraft {
  const part = rng.weighted(PART_WEIGHTS);
  const used = part.fit !== 'universal' && rng.chance(part.used);
  const fit = fitment(part, used, rng);
  const maker = used ? GENUINE : rng.weighted(part.makers);
  const brand = maker === GENUINE ? genuineBrand(fit) : maker;
  const top = TOP_CATEGORY.get(part.category) ?? part.category;
  const drawMpn = (): string => (maker === GENUINE ? genuineMpn(brand, rng) : makerMpn(maker, part.key, top, rng));
  const mpn = uniqueMpn(taken, drawMpn);
  const spec = part.spec ? specText(part.spec, part, rng, used, mpn) : null;

  const gross = rng.float(...(used ? part.usedPrice : part.newPrice));
  const cents = shelfPriceCents(gross, rng);
  let salePrice = '';
  if (rng.chance(0.08)) {
    const saleCents = shelfPriceCents(gross * rng.float(0.75, 0.9), rng);
    if (saleCents < cents && netPrice(saleCents) !== netPrice(cents)) salePrice = netPrice(saleCents);
  }
  const stock = used ? (rng.chance(0.15) ? 2 : 1) : rng.chance(0.15) ? 0 : rng.int(1, 40);
  const backorderable = !used && (stock === 0 || rng.chance(0.35));
  const status = rng.weighted(STATUS_WEIGHTS);
  // Bearing designations are standard sizes, they are never superseded.
  const superseded: string[] = [];
  if (part.spec !== 'bearing' && rng.chance(0.13)) {
    const count = rng.chance(0.2) ? 2 : 1;
    for (let i = 0; i < count; i++) superseded.push(uniqueMpn(taken, drawMpn));
  }

  const makerName = maker === GENUINE || maker === 'oem' ? '' : brandName(maker);
  const name = productName({ part, makerName, fit, spec, used });
  const backorder = !used && stock === 0 && backorderable;
  const description = productDescription({ part, used, maker, brand, mpn, fit, superseded, backorder, rng });
  return {
    mpn,
    nameEl: name.el,
    nameEn: name.en,
    descriptionEl: description.el,
    descriptionEn: description.en,
    brand,
    category: part.category,
    condition: used ? 'used' : 'new',
    price: netPrice(cents),
    salePrice,
    stock,
    backorderable,
    status,
    models: fit.models.map((m) => m.slug),
    engines: fit.engine ? [fit.engine.slug] : [],
    rotovators: fit.rotovators.map((r) => r.slug),
    country: country(maker, brand, used, rng),
    warranty: warranty(part, maker, used, rng),
    weightKg: Math.max(0.01, rng.float(...part.kg)).toFixed(2),
    superseded,
    featured: status === 'active' && rng.chance(0.03),
    type: part.key,
  };
}

/** `count` products; the same count and seed always give the same list. */
export function generateProducts(count: number, seed: number): Product[] {
  const rng = new Rng(seed);
  // Reserve the numbers of the hand-written rows so that no random product or old number reuses them.
  const taken = new Set<string>(EDGE_ROWS.flatMap(({ draft }) => [draft.mpn, ...draft.superseded]));
  const slugsEl = new SlugRegistry('el');
  const slugsEn = new SlugRegistry('en');
  const edgeAt = new Map(EDGE_ROWS.map(({ position, draft }) => [position, draft]));
  const products: Product[] = [];
  let skuNumber = 1000;
  for (let i = 0; i < count; i++) {
    const draft = edgeAt.get(i) ?? randomProduct(rng, taken);
    products.push({
      ...draft,
      sku: `TP-${String(skuNumber).padStart(6, '0')}`,
      slugEl: slugsEl.make(draft.nameEl),
      slugEn: slugsEn.make(draft.nameEn),
    });
    skuNumber += rng.int(1, 4); // SKUs increase with gaps, like a shop that has deleted some
  }
  return products;
}
