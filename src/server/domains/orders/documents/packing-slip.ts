import 'server-only';
import type { Locale } from '@/shared/locales';
import type { OrderView } from '../orders.service';
import { documentTexts } from './document-texts';
import { addressLines } from './order-document';
import { bytesOf, newDocument, room, rule, write } from './pdf-writer';

const columns = { check: 48, quantity: 68, sku: 108, mpn: 208, name: 318 } as const;

/**
 * The warehouse's packing slip: where the parcel goes, the customer's note, and every line with a box to tick, its
 * quantity, SKU and part number. The catalogue keeps no shelf locations yet (part 2 of the back office may add
 * them); until then the SKU, printed first and large, is what staff find a part by.
 */
export async function packingSlipPdf(order: OrderView, locale: Locale): Promise<Buffer> {
  const texts = documentTexts(locale);
  const { t } = texts;
  const title = t('documents.packingSlipTitle');
  const doc = newDocument(`${title} ${order.number}`, order.number);
  const top = doc.page.margins.top;
  write(doc, title, { x: 48, y: top }, { size: 16, weight: 'bold' });
  write(doc, order.number, {}, { size: 22, weight: 'bold' });
  write(doc, `${t('documents.date')}: ${texts.date(order.createdAt)}`, {}, { size: 9 });
  write(doc, `${t('documents.shipping')}: ${texts.methodName('methods', order.shippingMethod)}`, {}, { size: 9 });
  const leftBottom = doc.y;
  write(doc, t('documents.shipTo'), { x: 330, y: top }, { size: 9, weight: 'bold', width: 217 });
  for (const line of addressLines(order.shippingAddress, texts)) write(doc, line, { x: 330 }, { size: 11, width: 217 });
  let y = Math.max(leftBottom, doc.y) + 12;
  if (order.notes) {
    write(doc, t('documents.customerNote'), { x: 48, y }, { size: 9, weight: 'bold' });
    y = write(doc, order.notes, { x: 48 }, { size: 10, width: 499 }) + 12;
  }

  const heading = { size: 9, weight: 'bold' as const };
  write(doc, t('documents.quantity'), { x: columns.quantity, y }, { ...heading, width: 34, align: 'right' });
  write(doc, 'SKU', { x: columns.sku, y }, { ...heading, width: 95 });
  write(doc, t('documents.partNumberHeading'), { x: columns.mpn, y }, { ...heading, width: 105 });
  write(doc, t('documents.description'), { x: columns.name, y }, { ...heading, width: 229 });
  y = doc.y + 4;
  rule(doc, y);
  y += 8;
  for (const item of order.items) {
    y = room(doc, y, 36);
    doc.lineWidth(1).strokeColor('#111111').rect(columns.check, y, 11, 11).stroke();
    write(
      doc,
      String(item.quantity),
      { x: columns.quantity, y },
      { size: 12, weight: 'bold', width: 34, align: 'right' },
    );
    write(doc, item.sku, { x: columns.sku, y }, { size: 12, weight: 'bold', width: 95 });
    const afterSku = doc.y;
    write(doc, item.mpn ?? '—', { x: columns.mpn, y }, { size: 10, width: 105 });
    write(doc, item.name, { x: columns.name, y }, { size: 10, width: 229 });
    if (item.condition) write(doc, item.condition, { x: columns.name }, { size: 8, color: '#555555', width: 229 });
    y = Math.max(afterSku, doc.y) + 8;
    rule(doc, y - 4);
  }
  y = room(doc, y + 24, 40);
  write(doc, `${t('documents.packedBy')}: ______________________`, { x: 48, y }, { size: 10 });
  write(
    doc,
    `${t('documents.itemCount', { count: order.items.reduce((sum, item) => sum + item.quantity, 0) })}`,
    { x: 330, y },
    {
      size: 10,
      width: 217,
      align: 'right',
    },
  );
  return bytesOf(doc);
}
