'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { saveDiagramAction } from '@/app/[locale]/staff/diagrams/actions';
import { primaryButton, secondaryButton } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/FormAlert';
import { FormField } from '@/components/ui/FormField';
import type { DiagramState, PartMatch } from '@/server/domains/catalog';
import type { Locale } from '@/shared/locales';
import { CalloutDrawing } from './CalloutDrawing';
import { CalloutList } from './CalloutList';
import { drafted, newCallout, savedCallouts, type DraftCallout } from './draft-callouts';
import { DrawingActions } from './DrawingActions';
import { usePartMatches } from './usePartMatches';
import { useRefusalLines } from './useDiagramNotices';

type Notice = { tone: 'error' | 'success'; lines: string[] } | null;

/**
 * The diagram editor: titles, the drawing to place and drag callouts on, the callouts' fields, save. The version
 * the page loaded goes with every write; the page remounts it when the drawing changes.
 */
export function DiagramEditor({
  diagram,
  matches: initial,
}: {
  diagram: DiagramState;
  matches: Record<string, PartMatch[]>;
}) {
  const t = useTranslations('staffDiagrams');
  const locale = useLocale() as Locale;
  const refusalLines = useRefusalLines();
  const [titles, setTitles] = useState({ el: diagram.el.title, en: diagram.en.title });
  const [callouts, setCallouts] = useState<DraftCallout[]>(() => drafted(diagram.callouts));
  const [version, setVersion] = useState(diagram.version);
  const [selected, setSelected] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [pending, start] = useTransition();
  const { matches, lookUp } = usePartMatches(initial);

  const change = (uid: string, update: Partial<DraftCallout>) =>
    setCallouts((list) => list.map((each) => (each.uid === uid ? { ...each, ...update } : each)));
  const place = (x: number, y: number) => {
    const callout = newCallout(callouts, x, y);
    setCallouts((list) => [...list, callout]);
    setSelected(callout.uid);
  };

  function save() {
    const sent = savedCallouts(callouts);
    start(async () => {
      const result = await saveDiagramAction(locale, diagram.id, {
        version,
        el: { title: titles.el },
        en: { title: titles.en },
        callouts: sent,
      });
      if (result.ok) {
        setVersion(result.version);
        setNotice({ tone: 'success', lines: [t('saved')] });
      } else setNotice({ tone: 'error', lines: refusalLines(result, sent) });
    });
  }

  return (
    <div className="space-y-6">
      <fieldset className="grid min-w-0 gap-4 rounded-lg border border-neutral-200 bg-white p-4 md:grid-cols-2">
        <legend className="px-1 font-semibold text-ink">{t('titles')}</legend>
        <FormField
          label={t('titleEl')}
          lang="el"
          value={titles.el}
          maxLength={120}
          onChange={(event) => setTitles({ ...titles, el: event.target.value })}
        />
        <FormField
          label={t('titleEn')}
          lang="en"
          value={titles.en}
          maxLength={120}
          onChange={(event) => setTitles({ ...titles, en: event.target.value })}
        />
      </fieldset>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="drawing-heading" className="min-w-0 space-y-2">
          <h2 id="drawing-heading" className="text-lg font-semibold text-ink">
            {t('drawing')}
          </h2>
          <p id="place-hint" className="text-sm text-neutral-700">
            {t('placeHint')}
          </p>
          <CalloutDrawing
            image={diagram.image}
            title={titles[locale]}
            callouts={callouts}
            selected={selected}
            onPlace={place}
            onMove={(uid, x, y) => change(uid, { x, y })}
            onSelect={setSelected}
          />
        </section>
        <section aria-labelledby="callouts-heading" className="min-w-0 space-y-3">
          <h2 id="callouts-heading" className="text-lg font-semibold text-ink">
            {t('calloutsTitle')}
          </h2>
          <CalloutList
            callouts={callouts}
            selected={selected}
            matches={matches}
            onChange={change}
            onRemove={(uid) => setCallouts((list) => list.filter((each) => each.uid !== uid))}
            onSelect={setSelected}
            onPartNumber={(mpn) => void lookUp(mpn)}
          />
          <button type="button" onClick={() => place(50, 50)} className={secondaryButton}>
            {t('addCallout')}
          </button>
        </section>
      </div>
      <div className="sticky bottom-0 space-y-2 border-t border-neutral-200 bg-white/95 py-3">
        {notice && <FormAlert tone={notice.tone} lines={notice.lines} />}
        <button type="button" disabled={pending} onClick={save} className={`${primaryButton} w-full sm:w-auto`}>
          {pending ? t('saving') : t('save')}
        </button>
      </div>
      <DrawingActions id={diagram.id} version={version} />
    </div>
  );
}
