import { afterEach, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/api/error-messages/[locale]/route';
import { backOfficeErrorCodes, errorCodeList } from '@/shared/error-codes';
import { allMessages } from './all-messages';
import { errorCatalogue, errorCatalogueHref, storefrontErrorCodes } from './error-catalogue';
import { errorCatalogueState, loadErrorCatalogue, onErrorCatalogueChange } from './error-catalogue-loader';

const ask = (locale: string, query = '') =>
  GET(new Request(`http://shop.test/api/error-messages/${locale}${query}`), { params: Promise.resolve({ locale }) });

describe('the storefront’s error messages, loaded apart from the pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(['el', 'en'] as const)('holds every storefront code’s %s message and none of the back office’s', (locale) => {
    const messages = JSON.parse(errorCatalogue(locale).body) as Record<string, string>;
    expect(Object.keys(messages).sort()).toEqual([...storefrontErrorCodes].sort());
    expect(messages.INSUFFICIENT_STOCK).toBe(allMessages[locale].errors.INSUFFICIENT_STOCK);
    for (const code of backOfficeErrorCodes) expect(messages).not.toHaveProperty(code);
    expect(storefrontErrorCodes.length + backOfficeErrorCodes.length).toBe(errorCodeList.length);
  });

  it('names each language’s messages by their content', () => {
    expect(errorCatalogue('el').version).not.toBe(errorCatalogue('en').version);
    expect(errorCatalogueHref('en')).toBe(`/api/error-messages/en?v=${errorCatalogue('en').version}`);
  });

  it('answers the current version to be kept for a year, another address not to be kept, an unknown language 404', async () => {
    const current = await ask('en', `?v=${errorCatalogue('en').version}`);
    expect(current.status).toBe(200);
    expect(current.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await current.json()).toMatchObject({ OUT_OF_STOCK: allMessages.en.errors.OUT_OF_STOCK });
    const old = await ask('el', '?v=0123456789ab');
    expect(old.headers.get('cache-control')).toBe('no-cache');
    expect(await old.json()).toMatchObject({ OUT_OF_STOCK: allMessages.el.errors.OUT_OF_STOCK });
    expect((await ask('fr')).status).toBe(404);
  });

  it('loads once for every component that asks, and tells them when the messages are there', async () => {
    const fetch = vi.fn(async () => Response.json({ OUT_OF_STOCK: 'Out of stock' }));
    vi.stubGlobal('fetch', fetch);
    const changes = vi.fn();
    const stop = onErrorCatalogueChange(changes);
    await Promise.all([loadErrorCatalogue('/once'), loadErrorCatalogue('/once')]);
    await loadErrorCatalogue('/once');
    stop();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(errorCatalogueState('/once')?.messages).toEqual({ OUT_OF_STOCK: 'Out of stock' });
    expect(changes).toHaveBeenCalledTimes(2); // loading, then loaded
  });

  it('marks a failed load, and tries again at the next need', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('', { status: 502 }))
      .mockResolvedValueOnce(Response.json({ OUT_OF_STOCK: 'Out of stock' }));
    vi.stubGlobal('fetch', fetch);
    await loadErrorCatalogue('/flaky');
    expect(errorCatalogueState('/flaky')).toEqual({ failed: true });
    await loadErrorCatalogue('/flaky');
    expect(errorCatalogueState('/flaky')?.messages).toEqual({ OUT_OF_STOCK: 'Out of stock' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
