import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/catalog/Breadcrumbs';
import { ContactDetails } from '@/components/contact/ContactDetails';
import { ContactForm } from '@/components/contact/ContactForm';
import { FormAlert } from '@/components/ui/FormAlert';
import { currentConfig } from '@/server/settings-reader';
import { formStamp } from '@/server/domains/requests';
import { alternatesFor } from '@/shared/paths';
import { requestLimits } from '@/shared/request-rules';
import { pageLocale } from '../../page-locale';
import { ClientMessages } from '@/i18n/ClientMessages';

/** Rendered per visit: the form carries the signed time it was shown, and the query prefills it. */
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('contact.page');
  return { title: t('title'), description: t('lead'), alternates: alternatesFor(locale, () => '/epikoinonia') };
}

const first = (value: string | string[] | undefined, max: number) =>
  (Array.isArray(value) ? value[0] : value)?.trim().slice(0, max) ?? '';

/** Spec §2 /epikoinonia: the shop's contact details and the contact form, prefilled from `?model=…&part=…`. */
export default async function ContactPage({ params, searchParams }: Props) {
  await pageLocale(params);
  const t = await getTranslations('contact');
  const query = await searchParams;
  const settings = await currentConfig();
  return (
    <ClientMessages namespaces={['contact.form', 'contact.validation']}>
      <div className="mx-auto max-w-6xl px-4 py-8">
        <Breadcrumbs crumbs={[{ label: t('page.title') }]} />
        <h1 className="text-3xl font-bold text-ink">{t('page.title')}</h1>
        <p className="mt-2 max-w-3xl text-neutral-700">{t('page.lead')}</p>
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <section aria-labelledby="contact-form-title" className="min-w-0 rounded-md border border-neutral-200 p-5">
            <h2 id="contact-form-title" className="mb-4 text-xl font-bold text-ink">
              {t('page.formTitle')}
            </h2>
            {settings.contactForm ? (
              <ContactForm
                stamp={formStamp(settings.formSecret, new Date())}
                maxPhotoBytes={settings.requestPhotoMaxBytes}
                shopPhone={settings.contact.landline}
                initial={{
                  tractorModel: first(query.model, requestLimits.tractorModel),
                  partNumber: first(query.part, requestLimits.partNumber),
                }}
              />
            ) : (
              <FormAlert lines={[t('form.unavailable')]} />
            )}
          </section>
          <div className="min-w-0">
            <ContactDetails contact={settings.contact} />
          </div>
        </div>
      </div>
    </ClientMessages>
  );
}
