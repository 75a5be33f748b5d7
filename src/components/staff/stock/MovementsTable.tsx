import { getTranslations } from 'next-intl/server';
import type { StockMovementRow } from '@/server/domains/stock';
import type { Locale } from '@/shared/locales';

/** A variant's stock movements, newest first: when, how many, the balance left, why, the note and who. */
export async function MovementsTable({ movements, locale }: { movements: StockMovementRow[]; locale: Locale }) {
  const t = await getTranslations('staffStock');
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Athens' });
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[40rem] text-left">
        <thead className="border-b border-neutral-300 text-sm text-neutral-600">
          <tr>
            <th className="p-2">{t('variant.columns.at')}</th>
            <th className="p-2 text-right">{t('variant.columns.delta')}</th>
            <th className="p-2 text-right">{t('variant.columns.balance')}</th>
            <th className="p-2">{t('variant.columns.reason')}</th>
            <th className="p-2">{t('variant.columns.note')}</th>
            <th className="p-2">{t('variant.columns.who')}</th>
          </tr>
        </thead>
        <tbody>
          {movements.map((movement) => (
            <tr key={movement.id} className="border-b border-neutral-200 align-top">
              <td className="p-2 whitespace-nowrap">{when.format(movement.at)}</td>
              <td className="p-2 text-right font-semibold tabular-nums">
                {movement.delta > 0 ? `+${movement.delta}` : `−${-movement.delta}`}
              </td>
              <td className="p-2 text-right tabular-nums">{movement.balance}</td>
              <td className="p-2">
                {t(`reasons.${movement.reason}`)}
                {movement.orderReceipt && (
                  <span className="block text-sm text-neutral-600">
                    {t('variant.order', { receipt: movement.orderReceipt })}
                  </span>
                )}
              </td>
              <td className="p-2 break-words">{movement.note}</td>
              <td className="p-2 break-all">{movement.actorEmail ?? t('variant.shop')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
