'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { FormAlert } from '@/components/ui/FormAlert';
import { FormField } from '@/components/ui/FormField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { paymentMethodCodes } from '@/shared/checkout-rules';
import { providerNames } from '@/shared/consent';
import type { Locale } from '@/shared/locales';
import type { SettingsFormValues } from '@/shared/shop-settings-form';
import type { SaveSettingsAction, SettingsFormState } from './settings-form-state';
import { ContactSettingsFields, contactFieldOf } from './ContactSettingsFields';
import { ShippingMethodRows } from './ShippingMethodRows';

/** Which text field shows the problem of a settings path (`bankTransfer.iban` → the IBAN field). */
const fieldOfPath: Record<string, string> = {
  islandSurchargeCents: 'islandSurcharge',
  islandPostcodePrefixes: 'islandPrefixes',
  cashOnDeliveryFeeCents: 'codFee',
  installments: 'installments',
  'bankTransfer.beneficiary': 'bankBeneficiary',
  'bankTransfer.iban': 'bankIban',
  'bankTransfer.bank': 'bankName',
  vatRates: 'vatRates',
  paymentMethodsOff: 'payments',
};
const formFieldOf = (path: string) =>
  (path.startsWith('contact.') ? contactFieldOf(path) : undefined) ??
  fieldOfPath[path] ??
  fieldOfPath[path.split('.')[0]!] ??
  (path.startsWith('thirdPartyScripts.') ? `script.${path.split('.')[1]}` : path.split('.').slice(0, 2).join('.'));

const textFields = [
  ['islandSurcharge', 'decimal'],
  ['islandPrefixes', 'text'],
  ['codFee', 'decimal'],
  ['installments', 'text'],
  ['bankBeneficiary', 'text'],
  ['bankIban', 'text'],
  ['bankName', 'text'],
  ['vatRates', 'text'],
  ['backorderDays', 'numeric'],
] as const;

const hinted = { islandPrefixes: true, installments: true, vatRates: true, backorderDays: true } as const;

/** The owner's settings form: every field at once, validated by the server, saved with the page's version. */
export function SettingsForm({
  initial,
  version,
  locale,
  save,
}: {
  initial: SettingsFormValues;
  version: number;
  locale: Locale;
  save: SaveSettingsAction;
}) {
  const t = useTranslations('staffSettings');
  const tErrors = useTranslations('errors');
  const [state, formAction, pending] = useActionState(save, { status: 'idle' } as SettingsFormState);
  const values = state.status === 'error' ? state.values : initial;
  const faultyFields = new Set(state.status === 'error' ? state.fields.map(formFieldOf) : []);
  const valueOf = (name: string) => values[name] ?? '';
  const problemOf = (name: string) => (faultyFields.has(name) ? t('invalid') : undefined);
  const checked = (name: string) => values[name] === 'on';
  // The form is remade from the page's values after each save, so that what it shows is what was stored.
  const formKey = `${version}:${state.status}`;
  return (
    <form key={formKey} action={formAction} className="space-y-8" noValidate>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="version" value={version} />
      {/* Nothing can be typed while a save is under way: the form is drawn again from what the save stored. */}
      <fieldset disabled={pending} className="min-w-0 space-y-8">
        <ShippingMethodRows
          rows={Number(values.shippingRows ?? initial.shippingRows)}
          valueOf={valueOf}
          faulty={(row) =>
            [...faultyFields].some((field) => field === `shippingMethods.${row}` || field === 'shippingMethods')
          }
        />
        <fieldset className="grid min-w-0 gap-4 md:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold text-ink">{t('money.title')}</legend>
          {textFields.map(([name, inputMode]) => (
            <FormField
              key={name}
              name={name}
              label={t(`fields.${name}`)}
              hint={name in hinted ? t(`hints.${name as keyof typeof hinted}`) : undefined}
              defaultValue={valueOf(name)}
              inputMode={inputMode}
              error={problemOf(name)}
            />
          ))}
        </fieldset>
        <fieldset className="min-w-0 space-y-2">
          <legend className="mb-2 text-lg font-semibold text-ink">{t('switches.title')}</legend>
          {paymentMethodCodes.map((code) => (
            <label key={code} className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                name={`payment.${code}`}
                defaultChecked={checked(`payment.${code}`)}
                className="size-5"
              />
              {t(`switches.payment.${code}`)}
            </label>
          ))}
          {problemOf('payments') && <p className="text-sm text-brand">{t('switches.oneOn')}</p>}
          <label className="flex min-h-11 items-center gap-3">
            <input type="checkbox" name="contactForm" defaultChecked={checked('contactForm')} className="size-5" />
            {t('switches.contactForm')}
          </label>
        </fieldset>
        <ContactSettingsFields valueOf={valueOf} checked={checked} problemOf={problemOf} />
        <fieldset className="grid min-w-0 gap-4 md:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold text-ink">{t('scripts.title')}</legend>
          <p className="text-sm text-neutral-700 md:col-span-2">{t('scripts.lead')}</p>
          {providerNames.map((name) => (
            <FormField
              key={name}
              name={`script.${name}`}
              label={t(`scripts.${name}`)}
              defaultValue={valueOf(`script.${name}`)}
              inputMode="url"
              error={problemOf(`script.${name}`)}
            />
          ))}
        </fieldset>
      </fieldset>
      {state.status === 'error' && (
        <FormAlert
          lines={[tErrors(state.code as 'INVALID_INPUT'), ...(state.fields.length > 0 ? [t('checkFields')] : [])]}
        />
      )}
      {state.status === 'saved' && <FormAlert tone="success" lines={[t('saved')]} />}
      <div className="max-w-xs">
        <SubmitButton busy={pending} label={t('save')} busyLabel={t('saving')} />
      </div>
    </form>
  );
}
