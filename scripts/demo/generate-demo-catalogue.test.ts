import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoCatalogue, type DemoCatalogueResult } from './generate-demo-catalogue';

// The import format (shared data README). Hard-coded on purpose: the shared folder is not always present.
const HEADERS: Record<string, string> = {
  'brands.csv': 'slug,name,kind,country,logo',
  'engines.csv': 'slug,brand,code,cylinders,fuel',
  'models.csv': 'slug,brand,model,aliases,engine,years,hp',
  'rotovators.csv': 'slug,brand,model',
  'categories.csv': 'slug,parent,name_el,name_en,excerpt_el,excerpt_en,sort',
  'products.csv':
    'sku,mpn,slug_el,slug_en,name_el,name_en,description_el,description_en,brand,category,condition,price,' +
    'sale_price,stock,backorderable,status,models,engines,rotovators,country,warranty,weight_kg,superseded,featured,images',
  'diagrams.csv': 'model,code,title_el,title_en,image,refs',
  'diagram_hotspots.csv': 'model,code,ref,x,y',
  'content/pages.csv': 'page,lang,slug,title,file',
  'content/features.csv': 'slug,icon,name_el,name_en',
};
const PAGES = ['cookie-policy', 'terms', 'terms-of-service', 'payment-methods', 'shipping-methods', 'about'];
const GREEK_PAGE_SLUGS = [
  'politiki-cookies',
  'oroi-proypotheseis',
  'oroi-chrisis',
  'tropoi-pliromis',
  'tropoi-apostolis',
  'schetika-me-emas',
];
const SLUG = /^[a-z0-9-]+$/;

type Row = Record<string, string>;

/** RFC 4180 line parser; the format has no line breaks inside fields. */
function parseLine(line: string): string[] {
  const cells: string[] = [];
  let i = 0;
  for (;;) {
    let cell = '';
    if (line[i] === '"') {
      i++;
      for (;;) {
        const end = line.indexOf('"', i);
        if (end < 0) throw new Error(`unclosed quote in ${line}`);
        cell += line.slice(i, end);
        i = end + 1;
        if (line[i] !== '"') break;
        cell += '"';
        i++;
      }
    } else {
      const end = line.indexOf(',', i);
      cell = line.slice(i, end < 0 ? line.length : end);
      i = end < 0 ? line.length : end;
    }
    cells.push(cell);
    if (i >= line.length) return cells;
    expect(line[i]).toBe(',');
    i++;
  }
}

async function walk(dir: string, root = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory() ? walk(join(dir, e.name), root) : [relative(root, join(dir, e.name)).split('\\').join('/')],
    ),
  );
  return nested.flat().sort();
}

let dirA = '';
let dirB = '';
let result: DemoCatalogueResult;
const tables: Record<string, Row[]> = {};
const raw: Record<string, string> = {};

/** Fails instead of letting checks pass on an empty table. */
function table(name: string): Row[] {
  const rows = tables[name];
  if (!rows || rows.length === 0) throw new Error(`${name} has no rows`);
  return rows;
}
const split = (cell: string | undefined): string[] => (cell ? cell.split('|') : []);

beforeAll(async () => {
  dirA = await mkdtemp(join(tmpdir(), 'demo-catalogue-a-'));
  dirB = await mkdtemp(join(tmpdir(), 'demo-catalogue-b-'));
  result = await generateDemoCatalogue(dirA);
  await generateDemoCatalogue(dirB);
  for (const name of Object.keys(HEADERS)) {
    const text = await readFile(join(dirA, name), 'utf8');
    raw[name] = text;
    const [header = '', ...lines] = text.split('\r\n').slice(0, -1);
    const columns = header.split(',');
    tables[name] = lines.map((line) => {
      const cells = parseLine(line);
      expect(cells.length, `${name}: ${line}`).toBe(columns.length);
      return Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? '']));
    });
  }
});

afterAll(async () => {
  await rm(dirA, { recursive: true, force: true });
  await rm(dirB, { recursive: true, force: true });
});

describe('generateDemoCatalogue', () => {
  it('writes exactly the files of the format and reports them', async () => {
    const files = await walk(dirA);
    expect(result.files).toEqual(files);
    for (const name of Object.keys(HEADERS)) expect(files).toContain(name);
    for (const page of PAGES) for (const lang of ['el', 'en']) expect(files).toContain(`content/${page}.${lang}.md`);
    expect(files.filter((f) => f.startsWith('catalogs/'))).toHaveLength(table('diagrams.csv').length);
    // A drawing per part type and a text mark per brand: the demo shop shows no placeholder.
    for (const brand of table('brands.csv')) expect(files).toContain(brand.logo);
    expect(files.filter((f) => f.startsWith('parts/')).length).toBeGreaterThan(40);
    expect(result.counts.products).toBe(600);
    expect(result.counts.diagram_hotspots).toBe(table('diagram_hotspots.csv').length);
  });

  it('writes every drawing as well-formed SVG (a browser shows a broken picture for one that is not)', async () => {
    const drawings = (await walk(dirA)).filter((file) => file.endsWith('.svg'));
    expect(drawings.length).toBeGreaterThan(40);
    for (const file of drawings)
      expect(XMLValidator.validate(await readFile(join(dirA, file), 'utf8')), file).toBe(true);
  });

  it('writes CSV as UTF-8 without BOM, with the exact header and CRLF line endings', async () => {
    for (const [name, header] of Object.entries(HEADERS)) {
      const bytes = await readFile(join(dirA, name));
      expect(bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])), name).toBe(false);
      const text = raw[name] ?? '';
      expect(text.startsWith(`${header}\r\n`), name).toBe(true);
      expect(text.endsWith('\r\n'), name).toBe(true);
      expect(text.replaceAll('\r\n', '').includes('\n') || text.replaceAll('\r\n', '').includes('\r'), name).toBe(
        false,
      );
    }
  });

  it('is deterministic: two runs give byte-identical files', async () => {
    const files = await walk(dirA);
    expect(await walk(dirB)).toEqual(files);
    for (const file of files) {
      const [a, b] = await Promise.all([readFile(join(dirA, file)), readFile(join(dirB, file))]);
      expect(a.equals(b), file).toBe(true);
    }
  });

  it('gives unique, increasing SKUs and unique part numbers', () => {
    const products = table('products.csv');
    const numbers = products.map((p) => {
      expect(p.sku).toMatch(/^TP-\d{6}$/);
      return Number(p.sku?.slice(3));
    });
    numbers.forEach((n, i) => i > 0 && expect(n).toBeGreaterThan(numbers[i - 1] ?? 0));
    const mpns = new Set(products.map((p) => p.mpn));
    expect(mpns.size).toBe(products.length);
    for (const p of products) {
      expect(p.mpn).toMatch(/^[^|:]+$/);
      for (const old of split(p.superseded)) expect(mpns.has(old), old).toBe(false);
    }
  });

  it('gives unique slugs per language, at most 80 characters before a -N suffix', () => {
    const check = (slugs: string[]) => {
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) {
        expect(slug).toMatch(SLUG);
        expect(slug.replace(/-\d+$/, '').length).toBeLessThanOrEqual(80);
      }
    };
    const products = table('products.csv');
    check(products.map((p) => p.slug_el ?? ''));
    check(products.map((p) => p.slug_en ?? ''));
    for (const name of ['brands.csv', 'engines.csv', 'models.csv', 'rotovators.csv', 'categories.csv']) {
      check(table(name).map((r) => r.slug ?? ''));
    }
    const pages = table('content/pages.csv');
    expect(pages.filter((p) => p.lang === 'el').map((p) => p.slug)).toEqual(GREEK_PAGE_SLUGS);
    check(pages.filter((p) => p.lang === 'en').map((p) => p.slug ?? ''));
  });

  it('resolves every brand, category, model, engine and rotovator reference', () => {
    const slugs = (name: string) => new Set(table(name).map((r) => r.slug));
    const [brands, engines, models, rotovators] = ['brands.csv', 'engines.csv', 'models.csv', 'rotovators.csv'].map(
      slugs,
    );
    const categories = table('categories.csv');
    const children = new Set(categories.filter((c) => c.parent !== '').map((c) => c.slug));
    const tops = new Set(categories.filter((c) => c.parent === '').map((c) => c.slug));
    for (const c of categories) if (c.parent !== '') expect(tops.has(c.parent)).toBe(true);
    for (const e of table('engines.csv')) expect(brands?.has(e.brand)).toBe(true);
    for (const m of table('models.csv')) {
      expect(brands?.has(m.brand)).toBe(true);
      expect(engines?.has(m.engine)).toBe(true);
    }
    for (const r of table('rotovators.csv')) expect(brands?.has(r.brand)).toBe(true);
    for (const p of table('products.csv')) {
      expect(brands?.has(p.brand), p.sku).toBe(true);
      expect(children.has(p.category), `${p.sku} must be in a child category`).toBe(true);
      for (const m of split(p.models)) expect(models?.has(m), m).toBe(true);
      for (const e of split(p.engines)) expect(engines?.has(e), e).toBe(true);
      for (const r of split(p.rotovators)) expect(rotovators?.has(r), r).toBe(true);
    }
    for (const d of table('diagrams.csv')) expect(models?.has(d.model)).toBe(true);
  });

  it('follows the value conventions of products.csv', () => {
    const products = table('products.csv');
    for (const p of products) {
      expect(p.price).toMatch(/^\d+\.\d{2}$/);
      if (p.sale_price) expect(Number(p.sale_price)).toBeLessThan(Number(p.price));
      expect(p.condition).toMatch(/^(new|used)$/);
      expect(p.status).toMatch(/^(active|draft|archived)$/);
      expect(p.backorderable).toMatch(/^(true|false)$/);
      expect(p.featured).toMatch(/^(true|false)$/);
      expect(p.weight_kg).toMatch(/^\d+\.\d{2}$/);
      expect(p.country).toMatch(/^[A-Z]{2}$/);
      expect(p.images).toMatch(/^parts\/[a-z0-9_]+\.svg$/);
      expect(result.files).toContain(p.images);
      if (p.condition === 'used') {
        expect(['1', '2']).toContain(p.stock);
        expect(p.backorderable).toBe('false');
      }
    }
    const used = products.filter((p) => p.condition === 'used').length / products.length;
    expect(used).toBeGreaterThan(0.35);
    expect(used).toBeLessThan(0.55);
    expect(
      products.some(
        (p) => p.status === 'active' && p.condition === 'new' && p.stock === '0' && p.backorderable === 'false',
      ),
    ).toBe(true);
    const names = products.map((p) => `${p.name_el} ${p.name_en}`).join('\n');
    for (const s of ['"', '&', '«', '1/2"', '×', 'Ø', "'"]) expect(names).toContain(s);
    expect(Math.max(...products.map((p) => (p.name_el ?? '').length))).toBeGreaterThanOrEqual(180);
  });

  it('lists every model of the engine for engine parts', () => {
    const engineOf = new Map(table('models.csv').map((m) => [m.slug, m.engine]));
    for (const p of table('products.csv')) {
      for (const engine of split(p.engines)) {
        const all = [...engineOf].filter(([, e]) => e === engine).map(([m]) => m);
        for (const m of all) expect(split(p.models), `${p.sku} ${engine}`).toContain(m);
      }
    }
  });

  it('matches diagram refs, hotspots and SVG callouts', async () => {
    const hotspots = table('diagram_hotspots.csv');
    const productsByModel = new Map<string, Set<string>>();
    for (const p of table('products.csv')) {
      for (const m of split(p.models)) productsByModel.set(m, (productsByModel.get(m) ?? new Set()).add(p.mpn ?? ''));
    }
    let sold = 0;
    let total = 0;
    for (const d of table('diagrams.csv')) {
      expect(d.image).toBe(`catalogs/${d.model}/${d.code}.svg`);
      const refs = split(d.refs).map((r) => r.split(':'));
      refs.forEach(([no, mpn, qty], i) => {
        expect(no).toBe(String(i + 1));
        expect(mpn).toBeTruthy();
        expect(Number(qty)).toBeGreaterThan(0);
        if (productsByModel.get(d.model ?? '')?.has(mpn ?? '')) sold++;
      });
      total += refs.length;
      const spots = hotspots.filter((h) => h.model === d.model && h.code === d.code);
      expect(spots.map((h) => h.ref)).toEqual(refs.map(([no]) => no));
      expect(new Set(spots.map((h) => `${h.x},${h.y}`)).size).toBe(spots.length);
      const svg = await readFile(join(dirA, d.image ?? ''), 'utf8');
      expect((await stat(join(dirA, d.image ?? ''))).size).toBeLessThan(4096);
      expect(svg).toContain('viewBox="0 0 800 600"');
      for (const h of spots) {
        expect(h.x).toMatch(/^\d+\.\d$/);
        expect(h.y).toMatch(/^\d+\.\d$/);
        const cx = Math.round(Number(h.x) * 80) / 10;
        const cy = Math.round(Number(h.y) * 60) / 10;
        expect(svg, `${d.image} ref ${h.ref}`).toContain(`cx="${cx}" cy="${cy}"`);
      }
    }
    expect(sold / total).toBeGreaterThan(0.5);
    expect(sold / total).toBeLessThan(0.8);
  });

  it('writes Markdown pages with front matter', async () => {
    for (const p of table('content/pages.csv')) {
      const text = await readFile(join(dirA, 'content', p.file ?? ''), 'utf8');
      expect(
        text.startsWith(`---\npage: ${p.page}\nlang: ${p.lang}\nslug: ${p.slug}\ntitle: "${p.title}"\n---\n`),
      ).toBe(true);
    }
  });
});
