import { getTranslations } from 'next-intl/server';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { FormField } from '@/components/ui/FormField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { locales, type Locale } from '@/shared/locales';

type Props = {
  locale: Locale;
  save: (form: FormData) => Promise<void>;
  /** A saved draft; none for a new one. */
  draft?: { id: number; version: number; subject: Record<Locale, string>; body: Record<Locale, string> };
};

/** Subject and text in both languages, side by side from 992px; a plain form that works before any script loads. */
export async function NewsletterEditor({ locale, save, draft }: Props) {
  const t = await getTranslations('staffNewsletter');
  return (
    <form action={save} className="space-y-4">
      <input type="hidden" name="locale" value={locale} />
      {draft && <input type="hidden" name="id" value={draft.id} />}
      {draft && <input type="hidden" name="version" value={draft.version} />}
      <div className="grid gap-4 lg:grid-cols-2">
        {locales.map((language) => (
          <fieldset key={language} className="min-w-0 space-y-3 rounded-md border border-neutral-300 p-3">
            <legend className="px-1 font-semibold">{t(`language.${language}`)}</legend>
            <FormField
              label={t('subject')}
              name={`subject.${language}`}
              lang={language}
              required
              maxLength={200}
              defaultValue={draft?.subject[language] ?? ''}
            />
            <TextAreaField
              label={t('body')}
              hint={t('bodyHint')}
              name={`body.${language}`}
              lang={language}
              required
              rows={10}
              defaultValue={draft?.body[language] ?? ''}
            />
          </fieldset>
        ))}
      </div>
      <div className="sm:max-w-xs">
        <SubmitButton busy={false} label={draft ? t('save') : t('create')} busyLabel={t('saving')} />
      </div>
    </form>
  );
}
