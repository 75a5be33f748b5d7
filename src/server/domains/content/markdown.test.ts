import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown, safeHref } from './markdown';

describe("the pages' Markdown", () => {
  it('reads headings, paragraphs over several lines, lists, quotes and rules', () => {
    const blocks = parseMarkdown(
      '# Title\n\n> Sample text.\n\nFirst line\nsecond line.\n\n## Cards\n\n- **Visa:** yes\n- Mastercard\n  continued\n\n1. one\n2. two\n\n---\n',
    );
    expect(blocks).toEqual([
      { type: 'heading', level: 1, children: [{ type: 'text', text: 'Title' }] },
      { type: 'quote', blocks: [{ type: 'paragraph', children: [{ type: 'text', text: 'Sample text.' }] }] },
      { type: 'paragraph', children: [{ type: 'text', text: 'First line second line.' }] },
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Cards' }] },
      {
        type: 'list',
        ordered: false,
        items: [
          [
            { type: 'strong', children: [{ type: 'text', text: 'Visa:' }] },
            { type: 'text', text: ' yes' },
          ],
          [{ type: 'text', text: 'Mastercard continued' }],
        ],
      },
      { type: 'list', ordered: true, items: [[{ type: 'text', text: 'one' }], [{ type: 'text', text: 'two' }]] },
      { type: 'rule' },
    ]);
  });

  it('reads emphasis, code, escapes and links, and leaves snake_case words alone', () => {
    expect(parseInline('*a* _b_ `c` \\*d\\* snake_case_word [shop](/en/products)')).toEqual([
      { type: 'em', children: [{ type: 'text', text: 'a' }] },
      { type: 'text', text: ' ' },
      { type: 'em', children: [{ type: 'text', text: 'b' }] },
      { type: 'text', text: ' ' },
      { type: 'code', text: 'c' },
      { type: 'text', text: ' *d* snake_case_word ' },
      { type: 'link', href: '/en/products', children: [{ type: 'text', text: 'shop' }] },
    ]);
  });

  it('keeps raw HTML as text and drops links that could run script', () => {
    expect(parseMarkdown('<script>alert(1)</script> [x](javascript:void) end')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: '<script>alert(1)</script> x end' }] },
    ]);
  });

  it.each([
    ['https://example.com/a', 'https://example.com/a'],
    ['mailto:info@tractorparts-hellas.example', 'mailto:info@tractorparts-hellas.example'],
    ['tel:+302105550142', 'tel:+302105550142'],
    ['/epikoinonia', '/epikoinonia'],
    ['#top', '#top'],
    ['//evil.example', null],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
    ['JaVaScRiPt:alert(1)', null],
  ])('allows %s as a link: %s', (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });
});
