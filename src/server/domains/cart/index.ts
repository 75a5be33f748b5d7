import 'server-only';
export {
  addToCart,
  cartIdOf,
  cartLifetimeDays,
  cartLines,
  maxLineQuantity,
  mergeGuestCart,
  readCart,
  setCartQuantity,
  type CartError,
  type CartLine,
  type CartOwner,
  type CartView,
} from './cart.service';
export { backorderSplit, type BackorderSplit } from './cart.rules';
