'use client';

import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { useMemo, type ReactNode } from 'react';
import { mergeMessages } from './client-messages';

type Tree = Parameters<typeof mergeMessages>[0];

/** The messages of the provider above, with these added (a nested next-intl provider would replace them). */
export function MergeMessages({ messages, children }: { messages: Tree; children: ReactNode }) {
  const locale = useLocale();
  const inherited = useMessages() as unknown as Tree;
  const merged = useMemo(() => mergeMessages(inherited, messages), [inherited, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
