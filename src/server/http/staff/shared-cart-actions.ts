'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import {
  addSharedCartLine,
  attachSharedCartCustomer,
  changeSharedCartDetails,
  changeSharedCartLine,
  closeSharedCart,
  createSharedCart,
  removeSharedCartLine,
  sendSharedCartLink,
  type StaffCartOutcome,
} from '@/server/domains/shared-carts';
import type { StaffActor } from '@/server/domains/staff';
import { shopJobRunner } from '@/server/jobs/shop-worker';
import { pageContext } from '@/server/request-context';
import { defaultLocale, isLocale, type Locale } from '@/shared/locales';
import { localizedPath } from '@/shared/paths';
import { requireStaff } from './require-staff';
import { textOf, type StaffFormState } from './staff-forms';

const localeOf = (value: unknown): Locale => (isLocale(value) ? value : defaultLocale);
const numberOf = (form: FormData, name: string) => Number(textOf(form, name, 20) || Number.NaN);

/** A new shared cart for a caller, in the customer's language; its page is next. */
export async function createSharedCartAction(_: StaffFormState, form: FormData): Promise<StaffFormState> {
  const locale = localeOf(form.get('locale'));
  const actor = await requireStaff(locale, 'carts.create');
  const created = await createSharedCart(await pageContext(locale), actor, localeOf(form.get('customerLocale')));
  if (!created.ok) return { error: created.error };
  redirect(localizedPath(locale, `/staff/carts/${created.id}`));
}

type Ctx = Awaited<ReturnType<typeof pageContext>>;
type Intent = (
  ctx: Ctx,
  actor: StaffActor,
  cartId: number,
  version: number,
  form: FormData,
) => Promise<StaffCartOutcome>;

/** Each form of the cart's page, by its `intent`: one domain call, which checks the role and writes the audit. */
const intents: Record<string, Intent> = {
  add: (ctx, actor, cartId, _, form) =>
    addSharedCartLine(ctx, actor, cartId, numberOf(form, 'variantId'), numberOf(form, 'quantity')),
  'change-line': (ctx, actor, cartId, version, form) =>
    changeSharedCartLine(ctx, actor, cartId, version, numberOf(form, 'variantId'), {
      quantity: textOf(form, 'quantity', 20),
      discount: textOf(form, 'discount', 20),
    }),
  'remove-line': (ctx, actor, cartId, _, form) => removeSharedCartLine(ctx, actor, cartId, numberOf(form, 'variantId')),
  details: (ctx, actor, cartId, version, form) =>
    changeSharedCartDetails(ctx, actor, cartId, version, {
      discount: textOf(form, 'discount', 20),
      note: textOf(form, 'note', 4000),
    }),
  attach: (ctx, actor, cartId, version, form) =>
    attachSharedCartCustomer(ctx, actor, cartId, version, {
      email: textOf(form, 'email', 300),
      phone: textOf(form, 'phone', 40),
    }),
  send: async (ctx, actor, cartId) => {
    const sent = await sendSharedCartLink(ctx, actor, cartId);
    // The e-mail was queued with the audit entry; sent now rather than at the worker's next round.
    if (sent.ok) await shopJobRunner.kick();
    return sent;
  },
  close: (ctx, actor, cartId, version) => closeSharedCart(ctx, actor, cartId, version),
};

/** Every form on a shared cart's back-office page posts here. */
export async function sharedCartAction(_: StaffFormState, form: FormData): Promise<StaffFormState> {
  const locale = localeOf(form.get('locale'));
  const actor = await requireStaff(locale, 'carts.create');
  const name = textOf(form, 'intent', 20);
  const intent = Object.hasOwn(intents, name) ? intents[name] : undefined;
  const cartId = numberOf(form, 'cartId');
  const version = numberOf(form, 'version');
  if (!intent || !Number.isInteger(cartId)) return { error: 'INVALID_INPUT' };
  const result = await intent(await pageContext(locale), actor, cartId, Number.isInteger(version) ? version : -1, form);
  if (!result.ok) return { error: result.error };
  refresh();
  return { done: true };
}
