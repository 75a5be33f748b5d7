import type { ReactNode } from 'react';
import type { ContentPage } from '@/server/domains/content';
import { MarkdownBlocks } from './MarkdownBlocks';

/** One of the shop's pages in the policy layout's article column: its title, its text, then any live lists. */
export function ContentArticle({ page, children }: { page: ContentPage; children?: ReactNode }) {
  return (
    <>
      <h1 className="mb-6 text-3xl font-bold break-words text-ink sm:text-4xl">{page.title}</h1>
      <MarkdownBlocks blocks={page.blocks} />
      {children}
    </>
  );
}
