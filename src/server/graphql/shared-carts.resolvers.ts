import 'server-only';
import { moneyView } from '@/server/domains/catalog';
import {
  lowerSharedCartQuantity,
  openSharedCartByCode,
  sharedCartForCustomer,
  sharedShortCodeThrottle,
} from '@/server/domains/shared-carts';
import type { GraphQLContext } from './context';
import type {
  MutationResolvers,
  QueryResolvers,
  Resolvers,
  SharedCartLineResolvers,
  SharedCartResolvers,
} from './generated/resolvers-types';
import { parseId } from './inputs';

const viewer = async ({ member }: Pick<GraphQLContext, 'member'>) => ({ userId: (await member())?.id ?? null });

const Query = {
  sharedCart: async (_, { token }, context) => sharedCartForCustomer(context.domain, token, await viewer(context)),
} satisfies QueryResolvers;

const Mutation = {
  openSharedCart: async (_, { code, contact }, { domain, clientAddress }) => {
    const opened = await openSharedCartByCode(domain, sharedShortCodeThrottle(domain.config.redisUrl), clientAddress, {
      code,
      contact,
    });
    return opened.ok ? { token: opened.token, error: null } : { token: null, error: opened.error };
  },
  lowerSharedCartQuantity: async (_, { token, variantId, quantity }, context) => {
    const changed = await lowerSharedCartQuantity(
      context.domain,
      token,
      await viewer(context),
      parseId(variantId, 'variant id'),
      quantity,
    );
    return changed.ok ? { cart: changed.cart, error: null } : { cart: null, error: changed.error };
  },
} satisfies MutationResolvers;

const percent = (basisPoints: number) => basisPoints / 100;

const SharedCart = {
  discountPercent: (cart) => percent(cart.discountBasisPoints),
  expiresAt: (cart) => cart.expiresAt.toISOString(),
  totalItems: (cart) => cart.lines.reduce((sum, line) => sum + line.quantity, 0),
  subtotal: (cart, _, { domain }) => moneyView(cart.itemsCents, cart.currency, domain.locale),
} satisfies SharedCartResolvers;

const SharedCartLine = {
  listUnitPrice: (line, _, { domain }) => moneyView(line.listUnitCents, line.currency, domain.locale),
  unitPrice: (line, _, { domain }) => moneyView(line.unitCents, line.currency, domain.locale),
  lineTotal: (line, _, { domain }) => moneyView(line.lineCents, line.currency, domain.locale),
  discountPercent: (line) => percent(line.discountBasisPoints),
} satisfies SharedCartLineResolvers;

export const sharedCartResolvers: Resolvers = { Query, Mutation, SharedCart, SharedCartLine };
