import { afterEach, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/api/messages/[locale]/[bundle]/route';
import { backOfficeErrorCodes, errorCodeList } from '@/shared/error-codes';
import { allMessages } from './all-messages';
import { bundleContent, bundleHref, bundleHrefs, storefrontErrorCodes } from './message-bundle-content';
import { bundleState, loadBundle, onBundleChange } from './message-bundle-loader';
import { messageBundles } from './message-bundles';

const ask = (locale: string, bundle: string, query = '') =>
  GET(new Request(`http://shop.test/api/messages/${locale}/${bundle}${query}`), {
    params: Promise.resolve({ locale, bundle }),
  });

describe('messages loaded apart from the pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(['el', 'en'] as const)('holds every storefront code’s %s message and none of the back office’s', (locale) => {
    const messages = (JSON.parse(bundleContent(locale, 'errors').body) as { errors: Record<string, string> }).errors;
    expect(Object.keys(messages).sort()).toEqual([...storefrontErrorCodes].sort());
    expect(messages.INSUFFICIENT_STOCK).toBe(allMessages[locale].errors.INSUFFICIENT_STOCK);
    for (const code of backOfficeErrorCodes) expect(messages).not.toHaveProperty(code);
    expect(storefrontErrorCodes.length + backOfficeErrorCodes.length).toBe(errorCodeList.length);
  });

  it.each(['el', 'en'] as const)(
    'holds each bundle’s namespaces in %s, in the shape of the messages file',
    (locale) => {
      expect(JSON.parse(bundleContent(locale, 'cart').body)).toEqual({ cart: allMessages[locale].cart });
      expect(JSON.parse(bundleContent(locale, 'welcome').body)).toEqual({
        auth: { welcome: allMessages[locale].auth.welcome },
      });
      expect(Object.keys(bundleHrefs(locale)).sort()).toEqual(['errors', ...Object.keys(messageBundles)].sort());
    },
  );

  it('names each language’s messages by their content', () => {
    expect(bundleContent('el', 'errors').version).not.toBe(bundleContent('en', 'errors').version);
    expect(bundleContent('en', 'cart').version).not.toBe(bundleContent('en', 'consent').version);
    expect(bundleHref('en', 'errors')).toBe(`/api/messages/en/errors?v=${bundleContent('en', 'errors').version}`);
  });

  it('answers the current version to be kept for a year, another address not to be kept, an unknown language or bundle 404', async () => {
    const current = await ask('en', 'errors', `?v=${bundleContent('en', 'errors').version}`);
    expect(current.status).toBe(200);
    expect(current.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await current.json()).toMatchObject({ errors: { OUT_OF_STOCK: allMessages.en.errors.OUT_OF_STOCK } });
    const old = await ask('el', 'consent', '?v=0123456789ab');
    expect(old.headers.get('cache-control')).toBe('no-cache');
    expect(await old.json()).toEqual({ consent: allMessages.el.consent });
    expect((await ask('fr', 'errors')).status).toBe(404);
    expect((await ask('en', 'checkout')).status).toBe(404);
  });

  it('loads once for every component that asks, and tells them when the messages are there', async () => {
    const fetch = vi.fn(async () => Response.json({ OUT_OF_STOCK: 'Out of stock' }));
    vi.stubGlobal('fetch', fetch);
    const changes = vi.fn();
    const stop = onBundleChange(changes);
    await Promise.all([loadBundle('/once'), loadBundle('/once')]);
    await loadBundle('/once');
    stop();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(bundleState('/once')?.messages).toEqual({ OUT_OF_STOCK: 'Out of stock' });
    expect(changes).toHaveBeenCalledTimes(2); // loading, then loaded
  });

  it('marks a failed load, and tries again at the next need', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('', { status: 502 }))
      .mockResolvedValueOnce(Response.json({ OUT_OF_STOCK: 'Out of stock' }));
    vi.stubGlobal('fetch', fetch);
    await loadBundle('/flaky');
    expect(bundleState('/flaky')).toEqual({ failed: true });
    await loadBundle('/flaky');
    expect(bundleState('/flaky')?.messages).toEqual({ OUT_OF_STOCK: 'Out of stock' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
