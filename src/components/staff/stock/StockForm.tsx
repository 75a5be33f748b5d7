'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { FormAlert } from '@/components/ui/FormAlert';
import { FormField } from '@/components/ui/FormField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import type { Locale } from '@/shared/locales';
import type { RunStockForm, StockFormState } from './stock-form-state';

type Field = { name: string; label: string; hint?: string; type: 'number' | 'text'; initial?: string };
type Props = {
  run: RunStockForm;
  locale: Locale;
  variantId: number;
  fields: Field[];
  submit: string;
  busy: string;
};

const idle: StockFormState = { status: 'idle' };

/**
 * A small back-office stock form (adjustment, threshold): the refusal and each field's problem in the staff member's
 * language, what was typed kept. Works without JavaScript too: the Server Action answers a plain form post.
 */
export function StockForm({ run, locale, variantId, fields, submit, busy }: Props) {
  const t = useTranslations('staffStock.problems');
  const tErrors = useTranslations('errors');
  const [state, formAction, pending] = useActionState(run, idle);
  const problems = state.status === 'error' ? state.problems : [];
  const problemOf = (field: string) => {
    const found = problems.find((problem) => problem.field === field);
    if (!found) return undefined;
    return t.has(found.reason as 'invalid') ? t(found.reason as 'invalid') : t('invalid');
  };
  return (
    <form action={formAction} className="space-y-3" noValidate>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="variantId" value={variantId} />
      {fields.map((field) => (
        <FormField
          key={`${field.name}-${state.status === 'error' ? state.values[field.name] : ''}`}
          name={field.name}
          label={field.label}
          hint={field.hint}
          type={field.type}
          inputMode={field.type === 'number' ? 'numeric' : undefined}
          defaultValue={state.status === 'error' ? (state.values[field.name] ?? '') : (field.initial ?? '')}
          error={problemOf(field.name)}
        />
      ))}
      {state.status === 'error' && state.code !== 'INVALID_INPUT' && <FormAlert lines={[tErrors(state.code)]} />}
      <SubmitButton busy={pending} label={submit} busyLabel={busy} />
    </form>
  );
}
