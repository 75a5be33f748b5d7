import type { ReactNode } from 'react';
import type { Block, Inline } from '@/server/domains/content';

const headingClass: Record<number, string> = {
  2: 'mb-3 mt-10 text-2xl font-semibold text-ink',
  3: 'mb-2 mt-8 text-xl font-semibold text-ink',
  4: 'mb-2 mt-6 text-lg font-semibold text-ink',
};

/** A page's Markdown as React elements: every text goes through React, so nothing in a page can become markup. */
export function MarkdownBlocks({ blocks }: { blocks: Block[] }) {
  return <>{blocks.map((block, index) => renderBlock(block, index))}</>;
}

function renderBlock(block: Block, key: number): ReactNode {
  switch (block.type) {
    case 'heading': {
      // The page's title is its only h1; headings in the text start at h2.
      const level = Math.min(Math.max(block.level, 2), 4) as 2 | 3 | 4;
      const Tag = `h${level}` as const;
      return (
        <Tag key={key} className={headingClass[level]}>
          {renderInline(block.children)}
        </Tag>
      );
    }
    case 'paragraph':
      return (
        <p key={key} className="mb-4 break-words">
          {renderInline(block.children)}
        </p>
      );
    case 'list': {
      const Tag = block.ordered ? 'ol' : 'ul';
      return (
        <Tag key={key} className={`mb-4 flex flex-col gap-1 pl-6 ${block.ordered ? 'list-decimal' : 'list-disc'}`}>
          {block.items.map((item, index) => (
            <li key={index} className="break-words">
              {renderInline(item)}
            </li>
          ))}
        </Tag>
      );
    }
    case 'quote':
      return (
        <blockquote
          key={key}
          className="mb-6 border-l-4 border-brand bg-neutral-50 px-4 py-3 text-neutral-700 [&>p:last-child]:mb-0"
        >
          <MarkdownBlocks blocks={block.blocks} />
        </blockquote>
      );
    case 'rule':
      return <hr key={key} className="my-8 border-neutral-200" />;
  }
}

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={index}>{renderInline(node.children)}</em>;
      case 'code':
        return (
          <code key={index} className="rounded bg-neutral-100 px-1 text-[0.9em]">
            {node.text}
          </code>
        );
      case 'link':
        return (
          <a
            key={index}
            href={node.href}
            className="font-semibold text-brand underline hover:text-brand-dark"
            {...(/^https?:/.test(node.href) && { rel: 'noopener noreferrer' })}
          >
            {renderInline(node.children)}
          </a>
        );
    }
  });
}
