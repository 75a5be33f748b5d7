import { moneyView } from '@/server/domains/catalog';
import { cartIdOf, cartLines } from '@/server/domains/cart';
import { quote, type Quote } from '@/server/domains/checkout';
import { orderByReceipt, orderConfirmationEmail, placeOrder } from '@/server/domains/orders';
import { refreshCardPayment, startCardPayment } from '@/server/domains/payments';
import { cardProvider } from '@/server/payments';
import type { PaymentMethodCode } from '@/shared/checkout-rules';
import { localizedPath } from '@/shared/paths';
import { cartOwner } from './cart.resolvers';
import type { GraphQLContext } from './context';
import { badUserInput } from './errors';
import type { CheckoutQuoteResolvers, MutationResolvers, OrderTotalsResolvers, PaymentOptionResolvers, QueryResolvers, Resolvers, ShippingOptionResolvers } from './generated/resolvers-types';

export type CheckoutQuoteModel = Quote & { currency: string; cardTestMode: boolean };

const checkoutTokenPattern = /^[A-Za-z0-9_-]{16,128}$/;

/** The sandbox gateway runs in this process: it sends the customer back on the same host and calls back on its own port. */
function cardUrls({ domain }: GraphQLContext, receiptId: string) {
  return { returnUrl: localizedPath(domain.locale, `/receipt/${receiptId}`), callbackUrl: `http://127.0.0.1:${domain.config.port}/api/payments/sandbox/callback` };
}

const Query = {
  checkoutQuote: async (_, { input }, context) => {
    const { domain } = context;
    const cartId = await cartIdOf(domain, await cartOwner(context, input.cartToken));
    const lines = cartId === null ? [] : await cartLines(domain, cartId);
    const provider = cardProvider(domain.config);
    const priced = quote(domain.config.checkout, provider !== null, {
      itemsCents: lines.reduce((sum, line) => sum + line.lineCents, 0),
      weightGrams: lines.reduce((sum, line) => sum + line.weightGrams * line.quantity, 0),
      destination: { country: input.country.trim().toUpperCase(), postalCode: input.postalCode.trim() },
      vatNumber: input.vatNumber?.trim() || null,
      shippingMethod: input.shippingMethod,
      paymentMethod: input.paymentMethod as PaymentMethodCode | null,
    });
    return { ...priced, currency: lines[0]?.currency ?? 'EUR', cardTestMode: provider?.testMode ?? false };
  },
} satisfies QueryResolvers;

const Mutation = {
  placeOrder: async (_, { input }, context) => {
    const { domain } = context;
    if (!checkoutTokenPattern.test(input.checkoutToken)) throw badUserInput('Not a valid checkout token.');
    const signedIn = await context.member();
    const provider = cardProvider(domain.config);
    const placed = await placeOrder(domain, {
      owner: await cartOwner(context, input.cartToken),
      userId: signedIn?.id ?? null,
      idempotencyKey: input.checkoutToken,
      cardAvailable: provider !== null,
      input: { ...input, shipping: input.shipping ?? null, invoice: input.invoice ?? null, installments: input.installments ?? 1, document: input.document as 'receipt' | 'invoice', paymentMethod: input.paymentMethod as PaymentMethodCode },
    });
    if (!placed.ok) {
      const { error } = placed;
      return { order: null, payment: null, error: error.code, problems: error.code === 'INVALID_INPUT' ? error.problems : [], sku: 'sku' in error ? error.sku : null };
    }
    const { order } = placed;
    if (!order.replayed) {
      const link = `${domain.config.siteUrl}${localizedPath(domain.locale, `/receipt/${order.receiptId}`)}`;
      // The order stands even when the mail server is down: the receipt page shows everything the e-mail would.
      await context.mailer.send({ to: order.email, ...orderConfirmationEmail(domain.locale, { ...order, currency: 'EUR' }, link) }).catch((error: unknown) => console.error('order confirmation e-mail failed', error));
    }
    const payment = order.paymentMethod === 'card' && provider ? await startCardPayment(domain, provider, order.receiptId, cardUrls(context, order.receiptId)) : null;
    return { order: await orderByReceipt(domain, order.receiptId), payment, error: null, problems: [], sku: null };
  },
  payOrder: async (_, { receiptId }, context) => {
    const provider = cardProvider(context.domain.config);
    const payment = provider ? await startCardPayment(context.domain, provider, receiptId, cardUrls(context, receiptId)) : null;
    return { payment, ok: payment !== null };
  },
  refreshPayment: async (_, { receiptId }, { domain }) => {
    const provider = cardProvider(domain.config);
    if (provider) await refreshCardPayment(domain, provider, receiptId);
    return orderByReceipt(domain, receiptId);
  },
} satisfies MutationResolvers;

const CheckoutQuote = {
  totals: (priced) => ({ ...priced.totals, currency: priced.currency }),
} satisfies CheckoutQuoteResolvers;

const money = (cents: number, { domain }: GraphQLContext) => moneyView(cents, 'EUR', domain.locale);

const OrderTotals = {
  items: (totals, _, context) => money(totals.itemsCents, context),
  shipping: (totals, _, context) => money(totals.shippingCents, context),
  paymentFee: (totals, _, context) => money(totals.paymentFeeCents, context),
  net: (totals, _, context) => money(totals.netCents, context),
  tax: (totals, _, context) => money(totals.taxCents, context),
  total: (totals, _, context) => money(totals.totalCents, context),
  vatRate: (totals) => totals.vatRatePercent,
} satisfies OrderTotalsResolvers;

const ShippingOption = { price: (option, _, context) => money(option.cents, context) } satisfies ShippingOptionResolvers;
const PaymentOption = { fee: (option, _, context) => money(option.feeCents, context) } satisfies PaymentOptionResolvers;

export const checkoutResolvers: Resolvers = { Query, Mutation, CheckoutQuote, OrderTotals, ShippingOption, PaymentOption };
