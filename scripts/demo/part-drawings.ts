/**
 * Simple, honest drawings of each part type (400×300 SVG): a line drawing of the kind of part, its name, and
 * "drawing" in the corner, so that the demo shop shows what a part is without pretending to be a photo of it.
 * Pure strings: the same catalogue always gives the same files.
 */
import { PART_TYPES, type PartType } from './part-types';

const outline = 'stroke="#555" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"';
const stroke = `fill="none" ${outline}`;
/** An outline filled white (a hole, a gasket's bore); an element with two fills is not SVG, and draws nothing. */
const hole = `fill="#fff" ${outline}`;
const accent = 'fill="#f1d5db" stroke="#d70b36" stroke-width="4"';

const ring = (r1: number, r2: number) =>
  `<circle cx="200" cy="130" r="${r1}" ${accent}/><circle cx="200" cy="130" r="${r2}" ${hole}/>`;
const teeth = (count: number, r: number) =>
  Array.from({ length: count }, (_, i) => {
    const a = (i / count) * 2 * Math.PI;
    const x = (200 + Math.cos(a) * r).toFixed(1);
    const y = (130 + Math.sin(a) * r).toFixed(1);
    return `<circle cx="${x}" cy="${y}" r="9" ${accent}/>`;
  }).join('');

/** One drawing per kind of shape; categories share them. */
const shapes: Record<string, string> = {
  canister: `<rect x="150" y="50" width="100" height="150" rx="14" ${accent}/><rect x="165" y="35" width="70" height="20" rx="4" ${stroke}/><path d="M160 90h80M160 120h80M160 150h80" ${stroke}/>`,
  ring: ring(80, 50),
  gear: `${teeth(16, 78)}${ring(72, 24)}`,
  block: `<rect x="110" y="70" width="180" height="120" rx="8" ${accent}/><circle cx="160" cy="130" r="26" ${stroke}/><circle cx="240" cy="130" r="26" ${stroke}/><path d="M110 90h-25v80h25" ${stroke}/>`,
  piston: `<rect x="150" y="50" width="100" height="110" rx="12" ${accent}/><path d="M150 75h100M150 90h100" ${stroke}/><path d="M185 160l-10 60h50l-10-60" ${stroke}/><circle cx="200" cy="220" r="14" ${stroke}/>`,
  rod: `<path d="M70 130h200" stroke="#555" stroke-width="14" stroke-linecap="round"/><rect x="270" y="105" width="60" height="50" rx="8" ${accent}/><path d="M70 130h-20" ${stroke}/>`,
  grille: `<rect x="100" y="55" width="200" height="150" rx="10" ${accent}/>${[80, 100, 120, 140, 160, 180].map((y) => `<path d="M115 ${y}h170" ${stroke}/>`).join('')}`,
  loop: `<rect x="90" y="80" width="220" height="100" rx="50" fill="none" stroke="#d70b36" stroke-width="14"/><circle cx="140" cy="130" r="34" ${stroke}/><circle cx="260" cy="130" r="24" ${stroke}/>`,
  motor: `<rect x="110" y="85" width="150" height="90" rx="16" ${accent}/><path d="M260 115h50v30h-50" ${stroke}/><path d="M130 85v90M150 85v90" ${stroke}/><circle cx="310" cy="130" r="8" ${stroke}/>`,
  lamp: `<path d="M120 80h120l40 50-40 50H120z" ${accent}/><circle cx="170" cy="130" r="30" ${stroke}/><path d="M290 100l40-20M295 130h45M290 160l40 20" ${stroke}/>`,
  wheel: `<circle cx="200" cy="130" r="85" fill="none" stroke="#555" stroke-width="12"/><circle cx="200" cy="130" r="20" ${accent}/><path d="M200 110V50M183 140l-60 35M217 140l60 35" ${stroke}/>`,
  seat: `<path d="M120 170h170l-10-40H130z" ${accent}/><path d="M130 130l-15-85h60l15 85" ${accent}/><path d="M200 170v50M160 220h80" ${stroke}/>`,
  blade: `<path d="M110 190c60-10 120-60 150-140l30 10c-25 90-90 150-170 160z" ${accent}/><circle cx="140" cy="180" r="8" ${stroke}/><circle cx="165" cy="170" r="8" ${stroke}/>`,
  gearbox: `<rect x="120" y="70" width="160" height="130" rx="10" ${accent}/><path d="M200 70V35M280 135h50M120 135H70" ${stroke}/><circle cx="200" cy="135" r="30" ${stroke}/>`,
  gasket: `<rect x="80" y="70" width="240" height="120" rx="12" ${accent}/>${[130, 200, 270].map((x) => `<circle cx="${x}" cy="130" r="28" ${hole}/>`).join('')}`,
  shaft: `<path d="M60 130h280" stroke="#555" stroke-width="16" stroke-linecap="round"/><rect x="150" y="95" width="40" height="70" rx="6" ${accent}/><rect x="220" y="95" width="40" height="70" rx="6" ${accent}/>`,
};

const shapeOfCategory: Record<string, keyof typeof shapes> = {
  'oil-filters': 'canister',
  'fuel-filters': 'canister',
  'air-filters': 'canister',
  'hydraulic-filters': 'canister',
  'pistons-rings': 'piston',
  'gaskets-seals': 'gasket',
  'cylinder-heads-valves': 'block',
  'crankshafts-bearings': 'shaft',
  'oil-pumps': 'gearbox',
  'complete-engines': 'block',
  'injection-pumps': 'block',
  injectors: 'rod',
  'lift-pumps': 'motor',
  'water-pumps': 'gear',
  radiators: 'grille',
  thermostats: 'ring',
  belts: 'loop',
  'starter-motors': 'motor',
  alternators: 'motor',
  'glow-plugs': 'rod',
  lighting: 'lamp',
  'clutch-discs': 'ring',
  gears: 'gear',
  bearings: 'ring',
  'oil-seals': 'ring',
  'hydraulic-pumps': 'gearbox',
  'hoses-fittings': 'loop',
  'tie-rod-ends': 'rod',
  'steering-wheels': 'wheel',
  seats: 'seat',
  'bonnets-grilles': 'grille',
  'rotovator-blades': 'blade',
  'blade-bolts': 'rod',
  'rotovator-gearboxes': 'gearbox',
  'pto-shafts': 'shaft',
};

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The drawing of a part type: its shape, its name in both languages, and a note that it is a drawing. */
export function partDrawing(type: Pick<PartType, 'category' | 'el' | 'en'>): string {
  const shape = shapes[shapeOfCategory[type.category] ?? 'block'];
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">',
    `<title>${escapeXml(type.en)} / ${escapeXml(type.el)}</title>`,
    '<rect width="400" height="300" fill="#fafafa"/>',
    shape,
    `<text x="200" y="262" text-anchor="middle" font-family="sans-serif" font-size="20" font-weight="600" fill="#333">${escapeXml(type.en)} · ${escapeXml(type.el)}</text>`,
    '<text x="390" y="292" text-anchor="end" font-family="sans-serif" font-size="11" fill="#888">drawing · σχέδιο</text>',
    '</svg>\n',
  ].join('');
}

/** Where a part type's drawing goes in the catalogue folder (the products' `images` column names it). */
export const partDrawingPath = (typeKey: string) => `parts/${typeKey}.svg`;

/** Every part type's drawing, path → SVG text. */
export function partDrawings(): Map<string, string> {
  return new Map(PART_TYPES.map((type) => [partDrawingPath(type.key), partDrawing(type)]));
}
