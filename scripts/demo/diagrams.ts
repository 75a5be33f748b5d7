/** Exploded parts diagrams: diagrams.csv, diagram_hotspots.csv and one SVG per section. */
import { SECTIONS, type Section } from './diagram-shapes';
import { hardwareMpn, uniqueMpn } from './mpn';
import { PART_TYPE_BY_KEY } from './part-types';
import type { Product } from './product-row';
import { Rng } from './rng';
import { DIAGRAM_MODELS, ENGINE_BY_SLUG, MODEL_BY_SLUG, brandName, lookup, type Model } from './vocabulary';

export const DIAGRAM_COLUMNS = ['model', 'code', 'title_el', 'title_en', 'image', 'refs'] as const;
export const HOTSPOT_COLUMNS = ['model', 'code', 'ref', 'x', 'y'] as const;

export interface Diagrams {
  diagrams: string[][];
  hotspots: string[][];
  /** image path relative to the catalogue folder → SVG text */
  svgs: Map<string, string>;
}

interface Ref {
  mpn: string;
  qty: number;
}

const escapeXml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** 129 or 129.6: coordinates are multiples of 0.6 or 0.8, so one decimal is exact. */
const coord = (tenths: number, scale: number): string => String(Math.round(tenths * scale) / 10);

const SVG_STYLE =
  '<style>.p{fill:none;stroke:#333;stroke-width:2}.l{stroke:#999;stroke-width:1}' +
  '.c{fill:#fff;stroke:#c00;stroke-width:2}.t{font:bold 13px sans-serif;fill:#c00;text-anchor:middle}' +
  '.h{font:14px sans-serif;fill:#333}</style>';

/** Callouts in a left and a right column; returns the SVG and the hotspot rows. */
function drawSection(model: Model, section: Section, refCount: number): { svg: string; hotspots: string[][] } {
  const left = Math.ceil(refCount / 2);
  const byX = [...section.anchors].sort((a, b) => a[0] - b[0]);
  const columns = [
    { xTenths: 75, anchors: byX.slice(0, left), firstRef: 1 },
    { xTenths: 925, anchors: byX.slice(byX.length - (refCount - left)), firstRef: left + 1 },
  ];
  let callouts = '';
  const hotspots: string[][] = [];
  for (const { xTenths, anchors, firstRef } of columns) {
    const sorted = [...anchors].sort((a, b) => a[1] - b[1]);
    sorted.forEach(([ax, ay], j) => {
      // y between 12% and 88% of the height, one decimal; the SVG draws at exactly x·8, y·6.
      const yTenths = Math.round(120 + ((j + 0.5) * 760) / sorted.length);
      const cx = coord(xTenths, 8);
      const cy = coord(yTenths, 6);
      const lineX = xTenths < 500 ? Number(cx) + 14 : Number(cx) - 14;
      const ref = firstRef + j;
      callouts +=
        `<path class="l" d="M${lineX} ${cy}L${ax} ${ay}"/><circle class="c" cx="${cx}" cy="${cy}" r="14"/>` +
        `<text class="t" x="${cx}" y="${Math.round(Number(cy) + 5)}">${ref}</text>`;
      hotspots.push([model.slug, section.code, String(ref), (xTenths / 10).toFixed(1), (yTenths / 10).toFixed(1)]);
    });
  }
  const title = escapeXml(`${brandName(model.brand)} ${model.model} · ${section.code} ${section.titleEn}`);
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">' +
    `${SVG_STYLE}<rect width="800" height="600" fill="#fff"/>${section.drawing}${callouts}` +
    `<text class="h" x="20" y="585">${title}</text></svg>\n`;
  return { svg, hotspots };
}

/**
 * Diagrams for the popular models. About two thirds of the refs are genuine or used parts of that
 * model from `products`; the rest are bolts, washers and O-rings that the shop does not sell.
 */
export function generateDiagrams(products: readonly Product[], seed: number): Diagrams {
  const rng = new Rng(seed * 7 + 3);
  const taken = new Set(products.flatMap((p) => [p.mpn, ...p.superseded]));
  const out: Diagrams = { diagrams: [], hotspots: [], svgs: new Map() };

  for (const modelSlug of DIAGRAM_MODELS) {
    const model = lookup(MODEL_BY_SLUG, modelSlug);
    const engine = lookup(ENGINE_BY_SLUG, model.engine);
    // Diagrams show factory numbers: parts of the tractor or engine brand (genuine or used).
    const own = products.filter(
      (p) =>
        p.status === 'active' && p.models.includes(modelSlug) && (p.brand === model.brand || p.brand === engine.brand),
    );
    const candidates = new Map(SECTIONS.map((s) => [s.code, own.filter((p) => s.parts.includes(p.type))]));
    // The sections with the most sold parts, shown in the usual order.
    const count = rng.int(4, 6);
    const chosen = [...SECTIONS]
      .sort((a, b) => (candidates.get(b.code)?.length ?? 0) - (candidates.get(a.code)?.length ?? 0))
      .slice(0, count);
    for (const section of SECTIONS.filter((s) => chosen.includes(s))) {
      const real = rng.shuffle(candidates.get(section.code) ?? []).slice(0, rng.int(4, 8));
      const refs: Ref[] = real.map((p) => ({
        mpn: p.mpn,
        qty: PART_TYPE_BY_KEY.get(p.type)?.perCylinder ? engine.cylinders : p.type === 'tie_rod_end' ? 2 : 1,
      }));
      const fillers = Math.max(Math.round(real.length / 2), 5 - real.length);
      for (let i = 0; i < fillers; i++) {
        refs.push({ mpn: uniqueMpn(taken, () => hardwareMpn(model.brand, rng)), qty: rng.pick([1, 2, 2, 4, 6]) });
      }
      const ordered = rng.shuffle(refs);
      const image = `catalogs/${modelSlug}/${section.code}.svg`;
      out.diagrams.push([
        modelSlug,
        section.code,
        section.titleEl,
        section.titleEn,
        image,
        ordered.map((r, i) => `${i + 1}:${r.mpn}:${r.qty}`).join('|'),
      ]);
      const { svg, hotspots } = drawSection(model, section, ordered.length);
      out.svgs.set(image, svg);
      out.hotspots.push(...hotspots);
    }
  }
  return out;
}
