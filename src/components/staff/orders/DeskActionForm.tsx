'use client';

import { useTranslations } from 'next-intl';
import { useActionState, type ReactNode } from 'react';
import { FormAlert } from '@/components/ui/FormAlert';
import { SubmitButton } from '@/components/ui/SubmitButton';
import type { DeskAction } from '@/shared/order-desk-rules';
import { localizedPath } from '@/shared/paths';
import type { DeskActionState, DeskOrderRef, RunDeskAction } from './desk-action-state';

export type ProblemOf = (field: string) => string | undefined;

/** A form's fields' view of the last answer: a field's problem, and what was typed in it (or its first value). */
export type DeskFields = {
  problemOf: ProblemOf;
  valueOf: (name: string, initial?: string) => string;
  checked: (name: string, initial: boolean) => boolean;
};

type Props = {
  action: DeskAction;
  order: DeskOrderRef;
  run: RunDeskAction;
  /** The form's fields, given their problems and values from the server's last answer. */
  children?: (fields: DeskFields) => ReactNode;
};

const idle: DeskActionState = { status: 'idle' };

/**
 * One order-desk action as a small form: it posts the order's id and the version the page showed, and shows the
 * refusal when there is one (with a reload link when someone else changed the order first). Works without
 * JavaScript too: the Server Action answers a plain form post.
 */
export function DeskActionForm({ action, order, run, children }: Props) {
  const t = useTranslations('orderDesk');
  const tErrors = useTranslations('errors');
  const [state, formAction, pending] = useActionState(run, idle);
  const problems = state.status === 'error' ? state.problems : [];
  const shown = new Set<string>();
  const reasonText = (reason: string) =>
    t.has(`problems.${reason}` as 'problems.invalid')
      ? t(`problems.${reason}` as 'problems.invalid')
      : t('problems.invalid');
  const problemOf: ProblemOf = (field) => {
    shown.add(field);
    const found = problems.find((problem) => problem.field === field);
    return found && reasonText(found.reason);
  };
  const values = state.status === 'error' ? state.values : null;
  const fields = children?.({
    problemOf,
    valueOf: (name, initial = '') => values?.[name] ?? initial,
    checked: (name, initial) => (values ? values[name] === 'on' : initial),
  });
  const unshown = problems.filter((problem) => !shown.has(problem.field)).map((problem) => reasonText(problem.reason));
  return (
    <form action={formAction} className="space-y-3" noValidate>
      <input type="hidden" name="locale" value={order.locale} />
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="orderId" value={order.id} />
      <input type="hidden" name="number" value={order.number} />
      <input type="hidden" name="version" value={order.version} />
      {fields}
      {state.status === 'error' && (
        <div className="space-y-2">
          <FormAlert lines={[tErrors(state.code), ...unshown]} />
          {state.code === 'ORDER_CHANGED' && (
            <a
              href={localizedPath(order.locale, `/staff/orders/${order.number}`)}
              className="inline-block font-semibold text-brand underline"
            >
              {t('actions.reload')}
            </a>
          )}
        </div>
      )}
      <SubmitButton busy={pending} label={t(`actions.submit.${action}`)} busyLabel={t('actions.busy')} />
    </form>
  );
}
