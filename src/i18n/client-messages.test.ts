import path from 'node:path';
import { describe, expect, it } from 'vitest';
import el from '../../messages/el.json';
import { allMessages } from './all-messages';
import { backOfficeErrorCodes } from '@/shared/error-codes';
import { mergeMessages, pickMessages, withoutErrors } from './client-messages';
import { globalErrorTexts } from './global-error-texts';
import { messageBundles } from './message-bundles';
import {
  allPages,
  allSourceFiles,
  clientNamespaces,
  covers,
  missingMessages,
  pageWithLayouts,
  sourceModule,
} from './testing';

const route = (page: string) => path.relative('src/app', page);

describe('messages sent to the browser', () => {
  it.each(allPages().map((page) => [route(page), page]))(
    '%s sends every namespace its client components use',
    (_, page) => {
      expect(missingMessages(pageWithLayouts(page))).toEqual([]);
    },
  );

  it('reads what a client component uses, with the components it imports', () => {
    const used = clientNamespaces(path.resolve('src/components/cart/CartDrawer.tsx'));
    expect([...used]).toEqual(expect.arrayContaining(['cart', 'errors']));
  });

  it('finds a client component whose namespace its page does not send', () => {
    const problems = missingMessages([path.resolve('src/i18n/testing-fixtures/unsent-page.tsx')]);
    expect(problems).toEqual([
      {
        clientModule: 'i18n/testing-fixtures/UsesCart.tsx',
        importedBy: 'i18n/testing-fixtures/unsent-page.tsx',
        missing: ['cart'],
      },
    ]);
  });

  it('counts the namespaces of a bundle a client component loads itself as sent', () => {
    expect(missingMessages([path.resolve('src/i18n/testing-fixtures/lazy-page.tsx')])).toEqual([]);
    expect([...clientNamespaces(path.resolve('src/components/cart/LazyCartDrawer.tsx'))]).not.toContain('cart');
  });

  it('never sends a part of a bundle’s namespace, which would keep its part that loads apart from loading', () => {
    const sentParts = allSourceFiles()
      .flatMap((file) => sourceModule(file)?.sends ?? [])
      .filter((sent) =>
        Object.values(messageBundles)
          .flat()
          .some((namespace) => sent.startsWith(`${namespace}.`)),
      );
    expect(sentParts).toEqual([]);
  });

  it('counts a namespace as sent when the one above it is', () => {
    expect(covers(['checkout'], 'checkout.card')).toBe(true);
    expect(covers(['checkout.card'], 'checkout')).toBe(false);
    expect(covers(['checkout'], 'checkoutExtra')).toBe(false);
  });

  it('sends only the named namespaces, in the shape next-intl reads', () => {
    const picked = pickMessages(el, ['checkout.card', 'vat']);
    expect(Object.keys(picked)).toEqual(['checkout', 'vat']);
    expect(picked.checkout).toEqual({ card: el.checkout.card });
    expect(mergeMessages(picked, pickMessages(el, ['checkout.lockers']))).toEqual({
      checkout: { card: el.checkout.card, lockers: el.checkout.lockers },
      vat: el.vat,
    });
  });

  it('keeps a precompiled message (an array) whole when two trees carrying it are merged', () => {
    const message = ['Up to ', ['max'], ' photos.'] as unknown as string;
    const merged = mergeMessages({ errors: { TOO_MANY_PHOTOS: message } }, { errors: { TOO_MANY_PHOTOS: message } });
    expect(merged).toEqual({ errors: { TOO_MANY_PHOTOS: ['Up to ', ['max'], ' photos.'] } });
  });

  it('leaves the back office’s error codes out of what the storefront sends, and the back office adds them', () => {
    const storefront = withoutErrors(pickMessages(el, ['errors', 'cart']), backOfficeErrorCodes);
    const errors = storefront.errors as Record<string, string>;
    expect(errors.OUT_OF_STOCK).toBe(el.errors.OUT_OF_STOCK);
    expect(errors.system).toBe(el.errors.system);
    expect(Object.keys(errors)).not.toContain('ORDER_CHANGED');
    expect(storefront.cart).toEqual(el.cart);
    expect(mergeMessages(storefront, pickMessages(el, ['errors'])).errors).toEqual(el.errors);
  });

  it.each(Object.entries(globalErrorTexts))('the root error page says in %s what the messages say', (locale, texts) => {
    const { errors } = allMessages[locale as keyof typeof allMessages];
    for (const [key, text] of Object.entries(texts)) expect(text, key).toBe(errors[key as keyof typeof errors]);
  });
});
