'use client';

import Image from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useTransition } from 'react';
import { setTaxonPictureAction } from '@/app/[locale]/staff/taxonomies/actions';
import { secondaryButton } from '@/components/ui/button-styles';
import type { TaxonDeskResult, TaxonRow } from '@/server/domains/catalog';
import type { Locale } from '@/shared/locales';
import { taxonName } from './taxon-name';

/**
 * A category's (brand's) picture on the storefront: the one it has, a file to replace it with and a button to remove
 * it. The server judges the file by its bytes and resizes it as it does product photos; its answer goes to `onAnswer`.
 */
export function TaxonPicture({ row, onAnswer }: { row: TaxonRow; onAnswer: (result: TaxonDeskResult) => void }) {
  const t = useTranslations('staffTaxonomies');
  const locale = useLocale() as Locale;
  const input = useRef<HTMLInputElement>(null);
  const [pending, start] = useTransition();
  const name = taxonName(row, locale);

  const send = (file: File | null) =>
    start(async () => {
      const form = new FormData();
      if (file) form.set('picture', file);
      onAnswer(await setTaxonPictureAction(locale, row.id, form));
      if (input.current) input.current.value = '';
    });

  return (
    <div className="flex flex-wrap items-center gap-2">
      {row.imagePath && (
        <Image
          src={`/uploads/${row.imagePath}`}
          alt={t('pictureOf', { name })}
          width={64}
          height={48}
          className="h-12 w-16 rounded border border-neutral-200 object-contain"
        />
      )}
      <label className={`cursor-pointer ${secondaryButton} ${pending ? 'opacity-40' : ''}`}>
        {row.imagePath ? t('replacePicture') : t('addPicture')}
        <span className="sr-only">: {name}</span>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
          disabled={pending}
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) send(file);
          }}
        />
      </label>
      {row.imagePath && (
        <button type="button" disabled={pending} onClick={() => send(null)} className={secondaryButton}>
          {t('removePicture')}
        </button>
      )}
    </div>
  );
}
