import type { ClientNamespace } from './client-messages';

/**
 * Messages that pages do not carry (issue #20): those of parts that load when first needed (the cookie bar, the
 * cart drawer, the welcome after registration, what fits the visitor's tractor, the header's search box, the mobile
 * menu's account and contact sections). The part loads its bundle with its code (`<LazyMessages>`); the browser keeps each for good, its address naming its content. `errors` is the storefront's error codes
 * (useErrorMessage). A page sends a bundle's namespace whole or not at all (`<LazyMessages>` loads nothing when the
 * page has it); the messages test fails when one sends a part of it.
 */
export const messageBundles = {
  consent: ['consent'],
  cart: ['cart'],
  welcome: ['auth.welcome'],
  myTractorFit: ['myTractor.fit'],
  install: ['pwa'],
  newsletterNotice: ['newsletterNotice'],
  searchBox: ['searchBox'],
  menuSections: ['menuSections'],
} as const satisfies Record<string, readonly ClientNamespace[]>;

export type NamespaceBundle = keyof typeof messageBundles;
export type MessageBundle = NamespaceBundle | 'errors';

export const messageBundleNames = ['errors', ...Object.keys(messageBundles)] as MessageBundle[];

export const isMessageBundle = (name: string): name is MessageBundle => (messageBundleNames as string[]).includes(name);

/** Where the browser loads each bundle of the page's language from. */
export type BundleHrefs = Record<MessageBundle, string>;
