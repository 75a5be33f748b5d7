import 'server-only';
import { moneyView } from '@/server/domains/catalog';
import { releaseUnpaidCardOrdersNow } from '@/server/domains/orders';
import {
  addToCart,
  backorderSplit,
  mergeGuestCart,
  readCart,
  setCartQuantity,
  type CartOwner,
} from '@/server/domains/cart';
import type { GraphQLContext } from './context';
import type {
  CartLineResolvers,
  CartResolvers,
  MutationResolvers,
  QueryResolvers,
  Resolvers,
} from './generated/resolvers-types';
import { parseId } from './inputs';

/** A member's cart by the bearer token; otherwise the guest's by the token the browser sent (if any). */
export async function cartOwner(
  { member }: Pick<GraphQLContext, 'member'>,
  token: string | null | undefined,
): Promise<CartOwner> {
  const signedIn = await member();
  return signedIn ? { userId: signedIn.id } : { token: token || null };
}

const Query = {
  cart: async (_, { token }, context) => readCart(context.domain, await cartOwner(context, token)),
} satisfies QueryResolvers;

const Mutation = {
  addToCart: async (_, { token, variantId, quantity }, context) => {
    // Parts held by abandoned card payments return to stock before anyone is told there is none.
    await releaseUnpaidCardOrdersNow(context.domain);
    const changed = await addToCart(
      context.domain,
      await cartOwner(context, token),
      parseId(variantId, 'variant id'),
      quantity,
    );
    return changed.ok ? { cart: changed.cart, error: null } : { cart: null, error: changed.error };
  },
  setCartQuantity: async (_, { token, variantId, quantity }, context) => {
    const changed = await setCartQuantity(
      context.domain,
      await cartOwner(context, token),
      parseId(variantId, 'variant id'),
      quantity,
    );
    return changed.ok ? { cart: changed.cart, error: null } : { cart: null, error: changed.error };
  },
  mergeCart: async (_, { token }, context) => {
    const signedIn = await context.member();
    return signedIn ? mergeGuestCart(context.domain, signedIn.id, token) : readCart(context.domain, { token });
  },
} satisfies MutationResolvers;

const Cart = {
  subtotal: (cart, _, { domain }) => moneyView(cart.itemsCents, cart.currency, domain.locale),
  expiresAt: (cart) => cart.expiresAt?.toISOString() ?? null,
} satisfies CartResolvers;

const CartLine = {
  unitPrice: (line, _, { domain }) => moneyView(line.unitCents, line.currency, domain.locale),
  lineTotal: (line, _, { domain }) => moneyView(line.lineCents, line.currency, domain.locale),
  backorder: (line, _, { domain }) => {
    const split = backorderSplit(line);
    return split && { ...split, days: domain.config.checkout.backorderDays };
  },
} satisfies CartLineResolvers;

export const cartResolvers: Resolvers = { Query, Mutation, Cart, CartLine };
