'use client';

import { useTranslations } from 'next-intl';
import { useActionState, type ReactNode } from 'react';
import { FormAlert } from '@/components/ui/FormAlert';
import { primaryButton, secondaryButton } from '@/components/ui/button-styles';
import { useErrorMessage } from '@/hooks/useErrorMessage';
import { sharedCartAction } from '@/server/http/staff/shared-cart-actions';
import type { StaffFormState } from '@/server/http/staff/staff-forms';

type Props = {
  locale: string;
  cartId: number;
  version: number;
  intent: string;
  label: string;
  /** The form's fields, beside its button. */
  children?: ReactNode;
  hidden?: Record<string, string | number>;
  tone?: 'primary' | 'secondary';
  /** Said once the change went through (else nothing: the page shows the change). */
  doneMessage?: string;
  className?: string;
  testId?: string;
};

/** One form of a shared cart's page: its fields, the cart's version, and the server's refusal when there is one. */
export function CartActionForm(props: Props) {
  const t = useTranslations('staffCarts');
  const errorMessage = useErrorMessage();
  const [state, act, busy] = useActionState<StaffFormState, FormData>(sharedCartAction, null);
  return (
    <form action={act} className={props.className ?? 'flex flex-wrap items-end gap-3'} data-testid={props.testId}>
      <input type="hidden" name="locale" value={props.locale} />
      <input type="hidden" name="cartId" value={props.cartId} />
      <input type="hidden" name="version" value={props.version} />
      <input type="hidden" name="intent" value={props.intent} />
      {Object.entries(props.hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {props.children}
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        className={`inline-flex items-center justify-center disabled:opacity-70 ${props.tone === 'primary' ? primaryButton : secondaryButton}`}
      >
        {props.label}
      </button>
      {state?.error && (
        <div className="basis-full">
          <FormAlert lines={[errorMessage(state.error)]} />
        </div>
      )}
      {state?.done && props.doneMessage && (
        <div className="basis-full">
          <FormAlert tone="success" lines={[props.doneMessage ?? t('done')]} />
        </div>
      )}
    </form>
  );
}
