import 'server-only';
/**
 * A small Markdown reader for the shop's own pages: headings, paragraphs, lists, block quotes, rules, strong,
 * emphasis, code and links. It returns data, not HTML, so that a page renders it with React, which escapes
 * every text: whatever a page's Markdown holds (raw HTML included) can only ever show as text.
 */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong' | 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] };

export type Block =
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'quote'; blocks: Block[] }
  | { type: 'rule' };

const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const bullet = /^\s{0,3}[-*+]\s+(.*)$/;
const numbered = /^\s{0,3}\d{1,9}[.)]\s+(.*)$/;
const rule = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;
const quote = /^\s{0,3}>\s?(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index]!;
    if (line.trim() === '') {
      index += 1;
      continue;
    }
    const headingMatch = heading.exec(line);
    if (headingMatch) {
      blocks.push({ type: 'heading', level: headingMatch[1]!.length as 1, children: parseInline(headingMatch[2]!) });
      index += 1;
    } else if (rule.test(line)) {
      blocks.push({ type: 'rule' });
      index += 1;
    } else if (quote.test(line)) {
      const inner: string[] = [];
      while (index < lines.length && quote.test(lines[index]!)) inner.push(quote.exec(lines[index++]!)![1]!);
      blocks.push({ type: 'quote', blocks: parseMarkdown(inner.join('\n')) });
    } else if (bullet.test(line) || numbered.test(line)) {
      const ordered = !bullet.test(line);
      const marker = ordered ? numbered : bullet;
      const items: string[] = [];
      while (index < lines.length && lines[index]!.trim() !== '') {
        const current = lines[index]!;
        const item = marker.exec(current);
        if (item) items.push(item[1]!);
        else if (/^\s+/.test(current) && items.length > 0) items[items.length - 1] += ` ${current.trim()}`;
        else break;
        index += 1;
      }
      blocks.push({ type: 'list', ordered, items: items.map(parseInline) });
    } else {
      const text: string[] = [];
      while (index < lines.length && startsParagraphLine(lines[index]!)) text.push(lines[index++]!.trim());
      blocks.push({ type: 'paragraph', children: parseInline(text.join(' ')) });
    }
  }
  return blocks;
}

function startsParagraphLine(line: string): boolean {
  return (
    line.trim() !== '' &&
    !heading.test(line) &&
    !rule.test(line) &&
    !quote.test(line) &&
    !bullet.test(line) &&
    !numbered.test(line)
  );
}

// Escapes, code, strong, emphasis (not inside words, so snake_case stays), links.
const inlinePattern =
  /\\([\\`*_[\]()#+\-.!>])|`([^`]+)`|\*\*(.+?)\*\*|__(.+?)__|\*(?=\S)(.+?)\*|(?<![\p{L}\p{N}])_(?=\S)(.+?)_(?![\p{L}\p{N}])|\[([^\]]+)\]\(\s*([^)\s]+)\s*\)/gu;

export function parseInline(text: string): Inline[] {
  const nodes: Inline[] = [];
  const pushText = (value: string) => {
    if (value === '') return;
    const last = nodes.at(-1);
    if (last?.type === 'text') last.text += value;
    else nodes.push({ type: 'text', text: value });
  };
  let position = 0;
  for (const match of text.matchAll(inlinePattern)) {
    pushText(text.slice(position, match.index));
    position = match.index + match[0].length;
    const [, escaped, code, strong, strongUnderscore, em, emUnderscore, label, href] = match;
    if (escaped !== undefined) pushText(escaped);
    else if (code !== undefined) nodes.push({ type: 'code', text: code });
    else if (strong !== undefined || strongUnderscore !== undefined)
      nodes.push({ type: 'strong', children: parseInline(strong ?? strongUnderscore!) });
    else if (em !== undefined || emUnderscore !== undefined)
      nodes.push({ type: 'em', children: parseInline(em ?? emUnderscore!) });
    else if (label !== undefined) {
      const safe = safeHref(href!);
      if (safe) nodes.push({ type: 'link', href: safe, children: parseInline(label) });
      // An unsafe link keeps only its words.
      else
        for (const node of parseInline(label)) {
          if (node.type === 'text') pushText(node.text);
          else nodes.push(node);
        }
    }
  }
  pushText(text.slice(position));
  return nodes;
}

/** Only web, mail and phone links and the shop's own paths: never `javascript:` or `data:`. */
export function safeHref(href: string): string | null {
  if (/^\/(?!\/)/.test(href) || href.startsWith('#')) return href;
  try {
    const url = new URL(href);
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** The page's words without markup, for meta descriptions. */
export function plainText(nodes: Inline[]): string {
  return nodes.map((node) => ('children' in node ? plainText(node.children) : node.text)).join('');
}
