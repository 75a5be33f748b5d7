'use client';

import { useQueryClient } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { useGraphQL } from '@/components/providers/DataProvider';
import { EmptyState } from '@/components/ui/EmptyState';
import { FormAlert } from '@/components/ui/FormAlert';
import { FormField } from '@/components/ui/FormField';
import { LoadingNote } from '@/components/ui/LoadingNote';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { getFragmentData } from '@/api-client/generated';
import { OrderFieldsFragmentDoc, PlaceOrderDocument, type PlaceOrderInput } from '@/api-client/generated/graphql';
import { useAuth } from '@/hooks/useAuth';
import { useCart } from '@/hooks/useCart';
import { useErrorMessage } from '@/hooks/useErrorMessage';
import { useSavedAddresses } from '@/hooks/useSavedAddresses';
import { useRouter } from '@/i18n/navigation';
import { addressFields } from '@/shared/address-fields';
import type { AddressInput } from '@/shared/address-rules';
import type { ContactDetails } from '@/shared/shop-contact';
import { useAuthStore } from '@/stores/auth';
import { useCartStore } from '@/stores/cart';
import { AddressFieldset } from './AddressFieldset';
import type { CardSession } from './CardPayment';
import { useCheckoutFieldMessage } from './checkout-messages';
import { MethodChoice } from './MethodChoice';
import { LockerPicker } from './LockerPicker';
import { emitPurchase } from './purchase-event';
import { QuoteSummary } from './QuoteSummary';
import { SavedAddressPicker } from './SavedAddressPicker';
import { shippingMethodName } from './shipping-method-name';
import { useCheckoutQuote } from './useCheckoutQuote';

function CardPaymentLoading() {
  const t = useTranslations('checkout');
  return <LoadingNote>{t('placing')}</LoadingNote>;
}

// The card form and its card-number checks load as an order is placed, not with the page: only an order paid by
// card shows them (issue #20).
const loadCardPayment = () => import('./CardPayment').then((module) => module.CardPayment);
const CardPayment = dynamic(loadCardPayment, { ssr: false, loading: CardPaymentLoading });

type Placed = {
  receiptId: string;
  number: string;
  total: string;
  session: CardSession | null;
  installments: { min: number; max: number };
};

const withoutNulls = (address: object) =>
  Object.fromEntries(Object.entries(address).filter((entry) => entry[1] !== null)) as Partial<AddressInput>;
const text = (data: FormData, name: string) => String(data.get(name) ?? '').trim();
const addressOf = (data: FormData, prefix: string) =>
  Object.fromEntries(
    addressFields.map((field) => [field, text(data, `${prefix}.${field}`)]),
  ) as PlaceOrderInput['billing'];

/** The checkout of spec §2/§3: contact, addresses, receipt or invoice, shipping and payment, totals, place order. */
/** `shop`: the shop's phone and e-mail, offered when the order fails. */
export function CheckoutForm({
  shop,
  sharedCartToken = null,
}: {
  shop: Pick<ContactDetails, 'landline' | 'email'>;
  sharedCartToken?: string | null;
}) {
  const t = useTranslations('checkout');
  const tShared = useTranslations('sharedCart');
  const errorMessage = useErrorMessage();
  const fieldMessage = useCheckoutFieldMessage();
  const graphql = useGraphQL();
  const queryClient = useQueryClient();
  const router = useRouter();
  const { signedIn, user } = useAuth();
  const { cart, loading } = useCart();
  const [shipToBilling, setShipToBilling] = useState(true);
  const [invoice, setInvoice] = useState(false);
  const [destination, setDestination] = useState({ country: 'GR', postalCode: '', vatNumber: '' });
  const [shippingMethod, setShippingMethod] = useState<string | null>(null);
  const [paymentMethod, setPaymentMethod] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [placed, setPlaced] = useState<Placed | null>(null);
  const { addresses } = useSavedAddresses({ enabled: signedIn });
  const [addressChoice, setAddressChoice] = useState<string | null>(null);
  const savedAddress =
    addressChoice === 'new' ? undefined : (addresses.find((address) => address.id === addressChoice) ?? addresses[0]);
  const [prefilledFrom, setPrefilledFrom] = useState<string | null>(null);
  if (savedAddress && prefilledFrom !== savedAddress.id) {
    setPrefilledFrom(savedAddress.id);
    setDestination((current) => ({ ...current, country: savedAddress.country, postalCode: savedAddress.postalCode }));
  }
  const [offered, setOffered] = useState<{ shipping: string[]; payment: string[] }>({ shipping: [], payment: [] });
  // The chosen method while the destination offers it, else the first one it offers.
  const chosenShipping =
    shippingMethod && offered.shipping.includes(shippingMethod) ? shippingMethod : (offered.shipping[0] ?? null);
  const chosenPayment =
    paymentMethod && offered.payment.includes(paymentMethod) ? paymentMethod : (offered.payment[0] ?? null);
  const quote = useCheckoutQuote({
    ...destination,
    vatNumber: invoice ? destination.vatNumber : null,
    shippingMethod: chosenShipping,
    paymentMethod: chosenPayment,
    sharedCartToken,
  });
  const offer = quote.data;
  const shippingOption = offer?.shippingMethods.find((method) => method.code === chosenShipping);
  const offerCodes = offer
    ? {
        shipping: offer.shippingMethods.map((method) => method.code),
        payment: offer.paymentMethods.map((method) => method.code),
      }
    : null;
  if (
    offerCodes &&
    (offerCodes.shipping.join() !== offered.shipping.join() || offerCodes.payment.join() !== offered.payment.join())
  )
    setOffered(offerCodes);

  useEffect(() => void useCartStore.getState().startCheckout(), []);

  if (placed)
    return (
      <CardPayment
        receiptId={placed.receiptId}
        orderNumber={placed.number}
        amount={placed.total}
        session={placed.session}
        installments={placed.installments}
        focusOnMount
      />
    );
  if (loading) return <LoadingNote>{t('quoting')}</LoadingNote>;
  if (!sharedCartToken && (!cart || cart.totalItems === 0)) return <EmptyState message={t('emptyCart')} />;

  const readDestination = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const prefix = data.get('shipToBilling') === 'on' ? 'billing' : 'shipping';
    const next = {
      country: text(data, `${prefix}.country`) || 'GR',
      postalCode: text(data, `${prefix}.postalCode`),
      vatNumber: text(data, 'invoice.vatNumber'),
    };
    if (
      next.country !== destination.country ||
      next.postalCode !== destination.postalCode ||
      next.vatNumber !== destination.vatNumber
    )
      setDestination(next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    await errorMessage.ready();
    const input: Omit<PlaceOrderInput, 'checkoutToken' | 'cartToken'> = {
      email: text(data, 'email'),
      billing: addressOf(data, 'billing'),
      shipToBilling,
      shipping: shipToBilling ? null : addressOf(data, 'shipping'),
      notes: text(data, 'notes') || null,
      document: invoice ? 'invoice' : 'receipt',
      invoice: invoice
        ? {
            companyName: text(data, 'invoice.companyName'),
            activity: text(data, 'invoice.activity'),
            vatNumber: text(data, 'invoice.vatNumber'),
            taxOffice: text(data, 'invoice.taxOffice') || null,
          }
        : null,
      shippingMethod: chosenShipping ?? '',
      lockerId: shippingOption?.toLocker ? text(data, 'lockerId') || null : null,
      paymentMethod: chosenPayment ?? '',
      installments: 1,
    };
    // The rules (and Zod) load on the first submit, not with the page.
    const { checkoutProblems, checkoutSchema } = await import('@/shared/checkout-rules');
    const checked = checkoutSchema.safeParse(input);
    const problems = checked.success
      ? []
      : checkoutProblems(checked.error).filter(
          (problem) => problem.field !== 'shippingMethod' && problem.field !== 'paymentMethod',
        );
    setErrors(
      Object.fromEntries(problems.map((problem) => [problem.field, fieldMessage(problem.field, problem.reason)])),
    );
    if (problems.length > 0) return setFailure(errorMessage('INVALID_INPUT'));
    if (!chosenShipping) return setFailure(errorMessage('NO_SHIPPING_METHOD'));
    if (!chosenPayment) return setFailure(errorMessage('NO_PAYMENT_METHOD'));
    // The server refuses the same; said here at once, beside the locker list.
    const lockerProblem = shippingOption?.toLocker
      ? (shippingOption.refusal ?? (input.lockerId ? null : 'LOCKER_REQUIRED'))
      : null;
    if (lockerProblem) {
      setErrors({ lockerId: errorMessage(lockerProblem) });
      return setFailure(errorMessage(lockerProblem));
    }
    setBusy(true);
    setFailure(null);
    loadCardPayment().catch(() => null);
    try {
      const checkoutToken = useCartStore.getState().startCheckout();
      const { placeOrder } = await graphql.send(
        PlaceOrderDocument,
        { input: { ...input, checkoutToken, cartToken: useCartStore.getState().id, sharedCartToken } },
        { token: useAuthStore.getState().token },
      );
      if (placeOrder.error || !placeOrder.order) {
        setErrors(
          Object.fromEntries(
            placeOrder.problems.map((problem) => [problem.field, fieldMessage(problem.field, problem.reason)]),
          ),
        );
        setFailure(
          placeOrder.error === 'CARRIER_FAILED'
            ? t('lockers.unavailable')
            : placeOrder.error
              ? placeOrder.sku
                ? t('lineProblem', { sku: placeOrder.sku, problem: errorMessage(placeOrder.error) })
                : errorMessage(placeOrder.error)
              : t('errors.orderFailed', { phone: shop.landline, email: shop.email }),
        );
        void queryClient.invalidateQueries({ queryKey: ['cart'] });
        return setBusy(false);
      }
      const order = getFragmentData(OrderFieldsFragmentDoc, placeOrder.order);
      emitPurchase(order);
      // A phone order leaves the browser's own cart as it was.
      if (!sharedCartToken) useCartStore.getState().setFresh({ quantity: 0 });
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
      // A member's order put its addresses first in their address book: the next checkout offers them.
      if (signedIn) void queryClient.invalidateQueries({ queryKey: ['addresses'] });
      if (order.paymentMethod === 'card')
        return setPlaced({
          receiptId: order.receiptId,
          number: order.number,
          total: order.total.formatted,
          session: placeOrder.payment ?? null,
          installments: offer?.installments ?? { min: 1, max: 1 },
        });
      router.replace(`/receipt/${order.receiptId}`);
    } catch {
      setFailure(t('errors.orderFailed', { phone: shop.landline, email: shop.email }));
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      onChange={(event) => readDestination(event.currentTarget)}
      aria-label={t('title')}
      className="grid gap-8 lg:grid-cols-[1fr_22rem]"
    >
      <div className="space-y-8">
        {sharedCartToken && <p className="font-semibold text-ink">{tShared('checkoutNote')}</p>}
        <fieldset className="space-y-4">
          <legend className="mb-2 text-xl font-bold text-ink">{t('contact')}</legend>
          <FormField
            key={user?.email ?? 'guest'}
            label={t('email')}
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={signedIn ? (user?.email ?? '') : ''}
            required
            error={errors.email}
          />
        </fieldset>
        <SavedAddressPicker addresses={addresses} value={savedAddress?.id ?? 'new'} onChange={setAddressChoice} />
        <AddressFieldset
          key={savedAddress?.id ?? 'new'}
          prefix="billing"
          legend={t('billingTitle')}
          errors={errors}
          initial={savedAddress ? withoutNulls(savedAddress) : undefined}
        />
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            name="shipToBilling"
            checked={shipToBilling}
            onChange={(event) => setShipToBilling(event.target.checked)}
            className="size-5 accent-brand"
          />
          <span className="text-ink">{t('shipToBilling')}</span>
        </label>
        {!shipToBilling && <AddressFieldset prefix="shipping" legend={t('shippingTitle')} errors={errors} />}
        <fieldset className="space-y-3">
          <legend className="mb-2 text-xl font-bold text-ink">{t('document')}</legend>
          <div className="flex flex-wrap gap-4">
            {(['receipt', 'invoice'] as const).map((kind) => (
              <label key={kind} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="document"
                  value={kind}
                  checked={invoice === (kind === 'invoice')}
                  onChange={() => setInvoice(kind === 'invoice')}
                  className="size-4 accent-brand"
                />
                <span className="text-ink">{t(kind)}</span>
              </label>
            ))}
          </div>
          {invoice && (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                label={t('companyName')}
                name="invoice.companyName"
                autoComplete="organization"
                required
                error={errors['invoice.companyName']}
              />
              <FormField label={t('activity')} name="invoice.activity" required error={errors['invoice.activity']} />
              <FormField label={t('vatNumber')} name="invoice.vatNumber" required error={errors['invoice.vatNumber']} />
              <FormField label={t('taxOffice')} name="invoice.taxOffice" error={errors['invoice.taxOffice']} />
            </div>
          )}
        </fieldset>
        <MethodChoice
          name="shippingMethod"
          legend={t('shippingMethod')}
          value={chosenShipping}
          onChange={setShippingMethod}
          empty={errorMessage('NO_SHIPPING_METHOD')}
          options={(offer?.shippingMethods ?? []).map((method) => ({
            code: method.code,
            label: shippingMethodName(t, method.code),
            price: method.price.amount === 0 ? t('free') : method.price.formatted,
          }))}
        />
        {shippingOption?.toLocker && (
          <LockerPicker
            postalCode={destination.postalCode}
            refusal={shippingOption.refusal ?? null}
            error={errors.lockerId}
          />
        )}
        <MethodChoice
          name="paymentMethod"
          legend={t('paymentMethod')}
          value={chosenPayment}
          onChange={setPaymentMethod}
          empty={errorMessage('NO_PAYMENT_METHOD')}
          options={(offer?.paymentMethods ?? []).map((method) => ({
            code: method.code,
            label: t(`payments.${method.code as 'card'}`),
            note: t(`paymentNotes.${method.code as 'card'}`),
            price: method.fee.amount === 0 ? '' : t('fee', { amount: method.fee.formatted }),
          }))}
        />
        <div>
          <label htmlFor="checkout-notes" className="block font-medium text-ink">
            {t('notes')}
          </label>
          <textarea
            id="checkout-notes"
            name="notes"
            rows={3}
            maxLength={1000}
            className="mt-1 w-full rounded-md border border-neutral-300 p-3 text-base text-ink"
          />
        </div>
      </div>
      <div className="space-y-4 lg:sticky lg:top-24 lg:h-fit">
        <QuoteSummary quote={offer} busy={quote.isFetching} />
        {failure && <FormAlert lines={[failure]} />}
        <SubmitButton busy={busy} label={t('place')} busyLabel={t('placing')} />
      </div>
    </form>
  );
}
