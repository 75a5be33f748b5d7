import 'server-only';
import { XMLBuilder } from 'fast-xml-parser';
import type { FeedItem } from './feed-items';
import type { Marketplace } from './feeds.tables';

/** A price as the marketplaces write it: euros with a decimal point and two decimals ("12.40"). */
const euros = (cents: number) => (cents / 100).toFixed(2);

/** Athens time as "YYYY-MM-DD HH:mm", the creation stamp Skroutz and BestPrice ask for. */
function athensStamp(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Athens',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** Skroutz's and BestPrice's delivery promises (their fixed availability phrases). */
const deliveryPhrase = (item: FeedItem) => (item.inStock ? 'Παράδοση 1 έως 3 ημέρες' : 'Παράδοση 4 έως 10 ημέρες');

/** Skroutz XML data feed (developer.skroutz.gr/feedspec): mywebstore > products > product. */
function skroutz(items: FeedItem[], at: Date) {
  return {
    mywebstore: {
      created_at: athensStamp(at),
      products: {
        product: items.map((item) => ({
          id: item.id,
          name: item.title,
          link: item.link,
          image: item.image,
          category: item.categoryPath.join(' > '),
          price_with_vat: euros(item.priceWithVatCents),
          vat: item.vatPercent.toFixed(2),
          availability: deliveryPhrase(item),
          manufacturer: item.manufacturer,
          mpn: item.mpn ?? item.sku,
          instock: item.inStock ? 'Y' : 'N',
          quantity: item.quantity,
          ...(item.weightGrams === null ? {} : { weight: item.weightGrams }),
          description: item.description,
        })),
      },
    },
  };
}

/** BestPrice XML product feed: store > products > product. */
function bestprice(items: FeedItem[], at: Date) {
  return {
    store: {
      date: athensStamp(at),
      products: {
        product: items.map((item) => ({
          productId: item.id,
          title: item.title,
          productURL: item.link,
          imageURL: item.image,
          price: euros(item.priceWithVatCents),
          category_path: item.categoryPath.join(' > '),
          availability: deliveryPhrase(item),
          stock: item.inStock ? 'Y' : 'N',
          quantity: item.quantity,
          brand: item.manufacturer,
          mpn: item.mpn ?? item.sku,
          sku: item.sku,
          isUsed: item.condition === 'used' ? 'Y' : 'N',
          ...(item.weightGrams === null ? {} : { weight: item.weightGrams }),
          description: item.description,
        })),
      },
    },
  };
}

/** Google Merchant Center RSS 2.0 with the g: namespace (support.google.com/merchants/answer/14987622). */
function google(items: FeedItem[], _at: Date, siteUrl: string) {
  return {
    rss: {
      '@_version': '2.0',
      '@_xmlns:g': 'http://base.google.com/ns/1.0',
      channel: {
        title: 'Tractor Parts Hellas',
        link: siteUrl,
        description: 'Ανταλλακτικά για μικρά τρακτέρ',
        item: items.map((item) => ({
          'g:id': item.id,
          title: item.title,
          link: item.link,
          description: item.description || item.title,
          'g:image_link': item.image,
          'g:availability': item.inStock ? 'in_stock' : 'backorder',
          'g:price': `${euros(item.priceWithVatCents)} ${item.currency}`,
          'g:condition': item.condition,
          'g:brand': item.manufacturer,
          'g:mpn': item.mpn ?? item.sku,
          'g:product_type': item.categoryPath.join(' > '),
          ...(item.weightGrams === null ? {} : { 'g:shipping_weight': `${item.weightGrams} g` }),
        })),
      },
    },
  };
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  suppressEmptyNode: false,
});

/** The whole feed document of a marketplace, UTF-8 with its declaration. */
export function feedXml(marketplace: Marketplace, items: FeedItem[], at: Date, siteUrl: string): string {
  const document =
    marketplace === 'skroutz'
      ? skroutz(items, at)
      : marketplace === 'bestprice'
        ? bestprice(items, at)
        : google(items, at, siteUrl);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(document)}`;
}
