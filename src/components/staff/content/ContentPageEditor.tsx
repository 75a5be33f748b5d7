'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { previewContentPageAction, saveContentPageAction } from '@/app/[locale]/staff/content/actions';
import { ContentArticle } from '@/components/content/ContentArticle';
import { primaryButton, secondaryButton } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/FormAlert';
import { FormField } from '@/components/ui/FormField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { useHydrated } from '@/components/providers/Hydration';
import { Link, useRouter } from '@/i18n/navigation';
import type { ContentPage, ContentPageDraft } from '@/server/domains/content';
import { contentPageEditorSchema, contentProblems, type ContentFieldProblem } from '@/shared/content-page-rules';
import { contentPagePath } from '@/shared/content-paths';
import { locales, type Locale } from '@/shared/locales';

type Preview = Pick<ContentPage, 'page' | 'title' | 'description' | 'blocks'>;
type Outcome = { kind: 'saved' } | { kind: 'error'; code: string } | null;

/**
 * A content page's editor: both languages side by side (stacked on a phone), each with a preview the server
 * renders with the storefront's own Markdown reader and article, and one save for both with the page's versions.
 */
export function ContentPageEditor({ initial }: { initial: ContentPageDraft }) {
  const t = useTranslations('staffContent.editor');
  const tProblems = useTranslations('staffContent.problems');
  const tErrors = useTranslations('errors');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const hydrated = useHydrated();
  const [form, setForm] = useState({ el: initial.el, en: initial.en, versions: initial.versions });
  const [problems, setProblems] = useState<ContentFieldProblem[]>([]);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [previews, setPreviews] = useState<Partial<Record<Locale, Preview>>>({});
  const [pending, start] = useTransition();
  const problemOf = (field: string) => {
    const reason = problems.find((problem) => problem.field === field)?.reason;
    return reason ? tProblems(reason) : undefined;
  };
  const edit = (language: Locale, field: 'title' | 'slug' | 'body', value: string) =>
    setForm((now) => ({ ...now, [language]: { ...now[language], [field]: value } }));

  function preview(language: Locale) {
    start(async () => {
      const shown = await previewContentPageAction(locale, form[language]);
      setPreviews((now) => ({ ...now, [language]: shown }));
    });
  }

  function save(event: React.FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const checked = contentPageEditorSchema.safeParse(form);
    if (!checked.success) {
      setProblems(contentProblems(checked.error));
      setOutcome({ kind: 'error', code: 'INVALID_INPUT' });
      return;
    }
    start(async () => {
      const result = await saveContentPageAction(locale, initial.page, form);
      if (!result.ok) {
        setProblems('problems' in result ? result.problems : []);
        setOutcome({ kind: 'error', code: result.error });
        return;
      }
      setProblems([]);
      setForm((now) => ({ ...now, versions: result.versions }));
      setOutcome({ kind: 'saved' });
      router.refresh();
    });
  }

  return (
    <form onSubmit={save} className="space-y-5" noValidate>
      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        {locales.map((language) => (
          <fieldset key={language} lang={language} className="min-w-0 space-y-4">
            <legend className="mb-2 text-lg font-semibold text-ink">{t(`language.${language}`)}</legend>
            <FormField
              label={t('fields.title', { language: t(`language.${language}`) })}
              value={form[language].title}
              onChange={(event) => edit(language, 'title', event.target.value)}
              error={problemOf(`${language}.title`)}
              maxLength={200}
            />
            <FormField
              label={t('fields.slug', { language: t(`language.${language}`) })}
              hint={t('hints.slug')}
              value={form[language].slug}
              onChange={(event) => edit(language, 'slug', event.target.value)}
              error={problemOf(`${language}.slug`)}
              autoCapitalize="none"
              spellCheck={false}
            />
            <TextAreaField
              label={t('fields.body', { language: t(`language.${language}`) })}
              hint={t('hints.body')}
              rows={16}
              value={form[language].body}
              onChange={(event) => edit(language, 'body', event.target.value)}
              error={problemOf(`${language}.body`)}
            />
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                disabled={!hydrated || pending}
                onClick={() => preview(language)}
                className={`inline-flex items-center ${secondaryButton}`}
              >
                {t('preview', { language: t(`language.${language}`) })}
              </button>
              {initial[language].slug && (
                <Link
                  href={contentPagePath(initial.page, initial[language].slug)}
                  locale={language}
                  prefetch={false}
                  target="_blank"
                  className="inline-flex min-h-11 items-center underline"
                >
                  {t('open')}
                </Link>
              )}
            </div>
            {previews[language] && (
              <section aria-label={t('previewOf', { language: t(`language.${language}`) })}>
                <div className="rounded-md border border-dashed border-neutral-400 bg-white">
                  <div className="px-4 py-6 text-[1.0625rem] leading-[1.75]">
                    <ContentArticle page={{ ...previews[language]!, slugs: {}, updatedAt: '' }} />
                  </div>
                </div>
              </section>
            )}
          </fieldset>
        ))}
      </div>
      {outcome?.kind === 'error' && (
        <FormAlert
          lines={[outcome.code === 'INVALID_INPUT' ? t('fixFields') : tErrors(outcome.code as 'VERSION_CONFLICT')]}
        />
      )}
      {outcome?.kind === 'saved' && <FormAlert tone="success" lines={[t('saved')]} />}
      <button
        type="submit"
        disabled={!hydrated || pending}
        aria-busy={pending}
        className={`inline-flex w-full items-center justify-center sm:w-auto ${primaryButton}`}
      >
        {pending ? t('saving') : t('save')}
      </button>
    </form>
  );
}
