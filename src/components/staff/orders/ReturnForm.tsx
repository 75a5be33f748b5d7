'use client';

import { useTranslations } from 'next-intl';
import { FormField } from '@/components/ui/FormField';
import type { DeskOrderRef, RunDeskAction } from './desk-action-state';
import { DeskActionForm } from './DeskActionForm';

export type ReturnableLine = { id: number; name: string; sku: string; returnable: number };

/** Units that came back, per line (up to what is still out), whether they go back on the shelf, and why. */
export function ReturnForm({
  order,
  run,
  lines,
  withdrawn = false,
}: {
  order: DeskOrderRef;
  run: RunDeskAction;
  lines: ReturnableLine[];
  /** The customer withdrew (14 days): every unit comes back and the reason says so. */
  withdrawn?: boolean;
}) {
  const t = useTranslations('orderDesk');
  return (
    <DeskActionForm action="return" order={order} run={run}>
      {({ problemOf, valueOf, checked }) => (
        <>
          <fieldset className="space-y-2">
            <legend className="font-medium text-ink">{t('fields.returnQuantity')}</legend>
            {lines.map((line) => (
              <FormField
                key={line.id}
                label={`${line.name} (${line.sku})`}
                name={`return.${line.id}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={line.returnable}
                defaultValue={valueOf(`return.${line.id}`, withdrawn ? String(line.returnable) : '0')}
                hint={t('hints.returnable', { count: line.returnable })}
              />
            ))}
            {problemOf('lines') && <p className="text-sm font-medium text-brand-dark">{problemOf('lines')}</p>}
          </fieldset>
          <label className="flex min-h-11 items-center gap-2 font-medium text-ink">
            <input
              type="checkbox"
              name="restock"
              defaultChecked={checked('restock', true)}
              className="size-5 accent-brand"
            />
            {t('fields.restock')}
          </label>
          <FormField
            label={t('fields.reason')}
            name="reason"
            defaultValue={valueOf('reason', withdrawn ? t('withdrawal.reason') : '')}
            error={problemOf('reason')}
            required
          />
        </>
      )}
    </DeskActionForm>
  );
}
