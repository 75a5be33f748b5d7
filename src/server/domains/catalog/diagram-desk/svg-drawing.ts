import 'server-only';
import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * An uploaded SVG drawing made safe to serve from the shop's own address: only drawing elements are kept (no
 * script, foreignObject, embedded image, link or animation), no event-handler attribute, and no reference leaves the
 * file (`href` and `url(…)` may only point at `#ids` inside it). A DOCTYPE is refused outright: entities are how
 * XML files reach outside or blow up. Null when the bytes are not a well-formed SVG document with a size.
 */
export function sanitisedSvg(bytes: Uint8Array): Buffer | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  if (/<!DOCTYPE|<!ENTITY/i.test(text) || XMLValidator.validate(text) !== true) return null;
  const tree = new XMLParser(options).parse(text) as XmlNode[];
  const roots = tree.filter((node) => elementName(node) !== null);
  const root = roots[0];
  if (roots.length !== 1 || elementName(root!) !== 'svg') return null;
  const attributes = cleanAttributes(root![':@']);
  if (!attributes.viewBox) {
    const [width, height] = [parseFloat(attributes.width ?? ''), parseFloat(attributes.height ?? '')];
    // Without a viewBox or a size a browser draws it 300×150, whatever the drawing: callouts would not sit on it.
    if (!(width > 0 && height > 0)) return null;
    attributes.viewBox = `0 0 ${width} ${height}`;
  }
  attributes.xmlns = svgNamespace;
  const svg: XmlNode = { svg: cleanChildren(root!.svg as XmlNode[], 'svg'), ':@': attributes };
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${new XMLBuilder(builderOptions).build([svg])}`);
}

/** True when the bytes look like an SVG document (its first element is `<svg`), whether or not it is a safe one. */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8').decode(bytes.subarray(0, 4096));
  return /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>\s*)*<svg[\s>]/i.test(
    head,
  );
}

type XmlNode = Record<string, unknown> & { ':@'?: Record<string, string> };

const svgNamespace = 'http://www.w3.org/2000/svg';

const options = {
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  commentPropName: '#comment',
  cdataPropName: '#cdata',
  // Entities stay as written (`&amp;`): the text is written back as it came, never expanded.
  processEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
} as const;
const builderOptions = { ...options, suppressEmptyNode: true } as const;

/** Drawing elements only; anything else is dropped with its content. */
const allowedElements = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'marker',
  'clipPath',
  'mask',
  'pattern',
  'linearGradient',
  'radialGradient',
  'stop',
  'style',
  'metadata',
]);

const textElements = new Set(['text', 'tspan', 'textPath', 'title', 'desc', 'style']);

function elementName(node: XmlNode): string | null {
  const name = Object.keys(node).find((key) => key !== ':@');
  return name && !name.startsWith('#') && !name.startsWith('?') ? name : null;
}

function cleanChildren(children: XmlNode[], parent: string): XmlNode[] {
  const kept: XmlNode[] = [];
  for (const node of children) {
    if ('#text' in node) {
      if (textElements.has(parent) || !String(node['#text']).trim()) kept.push(node);
      continue;
    }
    if ('#cdata' in node) {
      if (parent === 'style' && safeCss(cdataText(node))) kept.push(node);
      continue;
    }
    const name = elementName(node);
    if (!name || !allowedElements.has(name)) continue;
    if (name === 'style' && !safeCss(textOf(node.style as XmlNode[]))) continue;
    kept.push({ [name]: cleanChildren(node[name] as XmlNode[], name), ':@': cleanAttributes(node[':@']) });
  }
  return kept;
}

function cleanAttributes(attributes: Record<string, string> | undefined): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, raw] of Object.entries(attributes ?? {})) {
    const value = String(raw);
    const bare = name.toLowerCase().split(':').at(-1)!;
    if (bare.startsWith('on')) continue;
    if (bare === 'href' || bare === 'src') {
      if (value.trim().startsWith('#')) kept[name] = value;
      continue;
    }
    if (name === 'style' ? !safeCss(value) : !safeValue(value)) continue;
    kept[name] = value.replaceAll('"', '&quot;');
  }
  return kept;
}

/** No `url()` but to an id of the drawing, no script URL. */
function safeValue(value: string): boolean {
  const squeezed = value.replace(/\s+/g, '').toLowerCase();
  if (/javascript:|data:|vbscript:/.test(squeezed)) return false;
  return [...squeezed.matchAll(/url\(([^)]*)\)/g)].every((match) => /^['"]?#/.test(match[1]!));
}

const safeCss = (css: string) => safeValue(css) && !/@import|expression\(|behavior:|-moz-binding/i.test(css);

const textOf = (children: XmlNode[]): string =>
  children
    .map((child) => ('#text' in child ? String(child['#text']) : '#cdata' in child ? cdataText(child) : ''))
    .join('');

const cdataText = (node: XmlNode): string => textOf(node['#cdata'] as XmlNode[]);
