import 'server-only';
import { moneyView } from '@/server/domains/catalog';
import { cartIdOf, cartLines, type CartLine } from '@/server/domains/cart';
import { quote, verifiedVatNumber, type Quote, type ShippingQuote } from '@/server/domains/checkout';
import { orderByReceipt, placeOrder } from '@/server/domains/orders';
import { sharedCartForCheckout } from '@/server/domains/shared-carts';
import { lockerDelivery, lockersNear } from '@/server/domains/shipping';
import { cardCheckout, payOrderByCard, refreshOrderPayment } from '@/server/domains/payments';
import type { PaymentMethodCode } from '@/shared/checkout-rules';
import { isCountryCode } from '@/shared/countries';
import { cartOwner } from './cart.resolvers';
import type { GraphQLContext } from './context';
import { badUserInput } from './errors';
import type {
  CheckoutQuoteResolvers,
  MutationResolvers,
  OrderTotalsResolvers,
  PaymentOptionResolvers,
  QueryResolvers,
  Resolvers,
  ShippingOptionResolvers,
} from './generated/resolvers-types';

export type ShippingOptionModel = ShippingQuote & ReturnType<typeof lockerDelivery>;
export type CheckoutQuoteModel = Omit<Quote, 'shippingMethods'> & {
  shippingMethods: ShippingOptionModel[];
  lines: CartLine[];
  currency: string;
  cardTestMode: boolean;
};

/** At least 132 random bits in base64url (the browser makes 192). */
const checkoutTokenPattern = /^[A-Za-z0-9_-]{22,128}$/;

/** The lines a checkout quotes: a phone order's shared cart at its agreed prices, otherwise the caller's cart. */
async function quotedLines(
  context: GraphQLContext,
  cartToken?: string | null,
  sharedCartToken?: string | null,
): Promise<CartLine[]> {
  const { domain } = context;
  if (sharedCartToken) {
    const member = await context.member();
    const shared = await sharedCartForCheckout(domain, sharedCartToken, { userId: member?.id ?? null }, null);
    return shared.ok ? shared.checkout.lines : [];
  }
  const cartId = await cartIdOf(domain, await cartOwner(context, cartToken));
  return cartId === null ? [] : cartLines(domain, cartId);
}

const Query = {
  checkoutQuote: async (_, { input }, context) => {
    const { domain } = context;
    const country = input.country.trim().toUpperCase();
    if (!isCountryCode(country)) throw badUserInput('Not a country: expected an ISO 3166-1 alpha-2 code.');
    const vatNumber = input.vatNumber?.trim() || null;
    const lines = await quotedLines(context, input.cartToken, input.sharedCartToken);
    const cards = cardCheckout(domain);
    const weightGrams = lines.reduce((sum, line) => sum + line.weightGrams * line.quantity, 0);
    const priced = quote(domain.config.checkout, cards.available, {
      itemsCents: lines.reduce((sum, line) => sum + line.lineCents, 0),
      weightGrams,
      destination: { country, postalCode: input.postalCode.trim() },
      vatNumber,
      vatNumberVerified: (await verifiedVatNumber(domain, country, vatNumber)).verified,
      shippingMethod: input.shippingMethod,
      paymentMethod: input.paymentMethod as PaymentMethodCode | null,
    });
    return {
      ...priced,
      lines,
      shippingMethods: priced.shippingMethods.map((method) => ({
        ...method,
        ...lockerDelivery(domain.config.shipping, method.code, weightGrams),
      })),
      currency: lines[0]?.currency ?? 'EUR',
      cardTestMode: cards.testMode,
    };
  },
  lockers: async (_, { postalCode }, { domain }) => {
    if (postalCode.length > 12) throw badUserInput('Not a postal code.');
    try {
      return { lockers: await lockersNear(domain.config.shipping, postalCode), error: null };
    } catch (error) {
      console.error('BOX NOW locker list', error);
      return { lockers: [], error: 'CARRIER_FAILED' as const };
    }
  },
} satisfies QueryResolvers;

const Mutation = {
  placeOrder: async (_, { input }, context) => {
    const { domain } = context;
    if (!checkoutTokenPattern.test(input.checkoutToken)) throw badUserInput('Not a valid checkout token.');
    const signedIn = await context.member();
    const placed = await placeOrder(domain, {
      owner: await cartOwner(context, input.cartToken),
      userId: signedIn?.id ?? null,
      idempotencyKey: input.checkoutToken,
      cardAvailable: cardCheckout(domain).available,
      sharedCartToken: input.sharedCartToken ?? null,
      input: {
        ...input,
        shipping: input.shipping ?? null,
        invoice: input.invoice ?? null,
        installments: input.installments ?? 1,
        document: input.document as 'receipt' | 'invoice',
        paymentMethod: input.paymentMethod as PaymentMethodCode,
      },
    });
    if (!placed.ok) {
      const { error } = placed;
      return {
        order: null,
        payment: null,
        error: error.code,
        problems: error.code === 'INVALID_INPUT' ? error.problems : [],
        sku: 'sku' in error ? error.sku : null,
      };
    }
    const { order } = placed;
    // The confirmation e-mail was queued with the order.
    await context.jobs.kick();
    const payment = order.paymentMethod === 'card' ? await payOrderByCard(domain, order.receiptId) : null;
    return { order: await orderByReceipt(domain, order.receiptId), payment, error: null, problems: [], sku: null };
  },
  payOrder: async (_, { receiptId }, { domain }) => {
    const payment = await payOrderByCard(domain, receiptId);
    return { payment, ok: payment !== null };
  },
  refreshPayment: async (_, { receiptId }, { domain }) => {
    await refreshOrderPayment(domain, receiptId);
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

const ShippingOption = {
  price: (option, _, context) => money(option.cents, context),
} satisfies ShippingOptionResolvers;
const PaymentOption = { fee: (option, _, context) => money(option.feeCents, context) } satisfies PaymentOptionResolvers;

export const checkoutResolvers: Resolvers = {
  Query,
  Mutation,
  CheckoutQuote,
  OrderTotals,
  ShippingOption,
  PaymentOption,
};
