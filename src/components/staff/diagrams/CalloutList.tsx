'use client';

import { useTranslations } from 'next-intl';
import { secondaryButton } from '@/components/ui/button-styles';
import type { PartMatch } from '@/server/domains/catalog';
import type { DraftCallout } from './draft-callouts';

type Props = {
  callouts: DraftCallout[];
  selected: string | null;
  matches: Record<string, PartMatch[] | undefined>;
  onChange: (uid: string, change: Partial<DraftCallout>) => void;
  onRemove: (uid: string) => void;
  onSelect: (uid: string) => void;
  onPartNumber: (mpn: string) => void;
};

const input = 'mt-1 h-11 w-full rounded-md border border-neutral-300 bg-white px-2 text-base text-ink';
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The callouts as fields, the keyboard's way to edit them: number, position across and down in percent, and each
 * part number with its quantity, showing the catalogue product it links to or "not in catalogue".
 */
export function CalloutList({ callouts, selected, matches, onChange, onRemove, onSelect, onPartNumber }: Props) {
  const t = useTranslations('staffDiagrams');
  if (callouts.length === 0) return <p className="text-neutral-700">{t('noCallouts')}</p>;
  return (
    <ol className="space-y-3">
      {callouts.map((callout) => {
        const setLine = (index: number, change: Partial<DraftCallout['lines'][number]>) =>
          onChange(callout.uid, {
            lines: callout.lines.map((line, at) => (at === index ? { ...line, ...change } : line)),
          });
        const numeric = (field: 'ref' | 'x' | 'y') => ({
          type: 'number' as const,
          value: Number.isNaN(callout[field]) ? '' : callout[field],
          onChange: (event: { target: { value: string } }) =>
            onChange(callout.uid, { [field]: numberOf(event.target.value) }),
        });
        return (
          <li key={callout.uid} data-callout={callout.ref}>
            <fieldset
              onFocus={() => onSelect(callout.uid)}
              className={`min-w-0 rounded-lg border bg-white p-3 ${selected === callout.uid ? 'border-brand' : 'border-neutral-200'}`}
            >
              <legend className="px-1 font-semibold text-ink">{t('callout', { ref: callout.ref })}</legend>
              <div className="grid grid-cols-3 gap-2">
                <label className="text-sm font-medium text-ink">
                  {t('refNo')}
                  <input {...numeric('ref')} min={1} max={999} step={1} className={input} />
                </label>
                <label className="text-sm font-medium text-ink">
                  {t('x')}
                  <input {...numeric('x')} min={0} max={100} step={0.1} className={input} />
                </label>
                <label className="text-sm font-medium text-ink">
                  {t('y')}
                  <input {...numeric('y')} min={0} max={100} step={0.1} className={input} />
                </label>
              </div>
              <ul className="mt-3 space-y-3">
                {callout.lines.map((line, index) => {
                  const found = matches[line.mpn.trim()];
                  return (
                    <li key={index} className="grid grid-cols-[1fr_5rem] gap-2">
                      <label className="min-w-0 text-sm font-medium text-ink">
                        {t('partNumber')}
                        <input
                          value={line.mpn}
                          autoComplete="off"
                          spellCheck={false}
                          onChange={(event) => setLine(index, { mpn: event.target.value })}
                          onBlur={(event) => onPartNumber(event.target.value.trim())}
                          className={`${input} font-mono`}
                        />
                      </label>
                      <label className="text-sm font-medium text-ink">
                        {t('quantity')}
                        <input
                          type="number"
                          min={1}
                          max={999}
                          value={Number.isNaN(line.qty) ? '' : line.qty}
                          onChange={(event) => setLine(index, { qty: numberOf(event.target.value) })}
                          className={input}
                        />
                      </label>
                      <p className="col-span-2 text-sm text-neutral-700" aria-live="polite">
                        {line.mpn.trim() === '' || found === undefined
                          ? null
                          : found.length === 0
                            ? t('notInCatalogue')
                            : found
                                .map(
                                  (part) =>
                                    `${t('linksTo', { sku: part.sku, name: part.name })}${part.status === 'active' ? '' : ` ${t('notActive')}`}`,
                                )
                                .join('; ')}
                      </p>
                      {callout.lines.length > 1 && (
                        <button
                          type="button"
                          onClick={() =>
                            onChange(callout.uid, { lines: callout.lines.filter((_, at) => at !== index) })
                          }
                          className={`${secondaryButton} col-span-2 justify-self-start`}
                        >
                          {t('removeLine')}
                        </button>
                      )}
                    </li>
                  );
                })}
              </ul>
              <div className="mt-3 flex flex-wrap gap-2">
                <button
                  type="button"
                  onClick={() => onChange(callout.uid, { lines: [...callout.lines, { mpn: '', qty: 1 }] })}
                  className={secondaryButton}
                >
                  {t('addLine')}
                </button>
                <button type="button" onClick={() => onRemove(callout.uid)} className={secondaryButton}>
                  {t('removeCallout', { ref: callout.ref })}
                </button>
              </div>
            </fieldset>
          </li>
        );
      })}
    </ol>
  );
}
