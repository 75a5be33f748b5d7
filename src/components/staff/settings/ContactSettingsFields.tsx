import { useTranslations } from 'next-intl';
import { FormField } from '@/components/ui/FormField';
import { locales } from '@/shared/locales';
import { hourSlots } from '@/shared/shop-contact';

/** The settings form's field for a problem under `contact` (an hours row's problem marks both its times). */
export function contactFieldOf(path: string) {
  const [, group, key, part] = path.split('.');
  if (group === 'address') return `contact.address.${key}.${part}`;
  if (group === 'hours') return `contact.hours.${hourSlots[Number(key)] ?? hourSlots[0]}`;
  return `contact.${group}`;
}

type Props = {
  valueOf: (name: string) => string;
  checked: (name: string) => boolean;
  problemOf: (name: string) => string | undefined;
};

/** Issue #17: the contact details and opening hours the info bar, footer, contact page and e-mails show. */
export function ContactSettingsFields({ valueOf, checked, problemOf }: Props) {
  const t = useTranslations('staffSettings.contact');
  const tHours = useTranslations('hours');
  const field = (
    name: string,
    label: string,
    inputMode: 'email' | 'tel' | 'text' = 'text',
    error = problemOf(name),
  ) => (
    <FormField key={name} name={name} label={label} defaultValue={valueOf(name)} inputMode={inputMode} error={error} />
  );
  return (
    <fieldset className="grid min-w-0 gap-4 md:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold text-ink">{t('title')}</legend>
      {field('contact.email', t('email'), 'email')}
      {field('contact.landline', t('landline'), 'tel')}
      {field('contact.messaging', t('messaging'), 'tel')}
      {locales.flatMap((locale) => [
        field(`contact.address.${locale}.street`, t(`street.${locale}`)),
        field(`contact.address.${locale}.locality`, t(`locality.${locale}`)),
      ])}
      {hourSlots.map((days) => {
        const error = problemOf(`contact.hours.${days}`);
        return (
          <fieldset key={days} className="min-w-0 md:col-span-2">
            <legend className="mb-1 font-semibold text-ink">{tHours(days)}</legend>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-end">
              {field(`contact.hours.${days}.opens`, t('opens'), 'text', error)}
              {field(`contact.hours.${days}.closes`, t('closes'), 'text', error)}
              {(['byAppointment', 'closed'] as const).map((flag) => (
                <label key={flag} className="flex min-h-11 items-center gap-3">
                  <input
                    type="checkbox"
                    name={`contact.hours.${days}.${flag}`}
                    defaultChecked={checked(`contact.hours.${days}.${flag}`)}
                    className="size-5"
                  />
                  {tHours(flag)}
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
    </fieldset>
  );
}
