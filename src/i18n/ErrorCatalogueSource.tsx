'use client';

import { createContext, useContext, type ReactNode } from 'react';

const ErrorCatalogueHref = createContext<string | null>(null);

/** Tells the components below where their language's error messages are loaded from (useErrorMessage). */
export function ErrorCatalogueSource({ href, children }: { href: string; children: ReactNode }) {
  return <ErrorCatalogueHref value={href}>{children}</ErrorCatalogueHref>;
}

export const useErrorCatalogueHref = () => useContext(ErrorCatalogueHref);
