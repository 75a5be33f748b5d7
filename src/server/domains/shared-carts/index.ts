import 'server-only';
export { sharedCartStatuses, type SharedCartStatus } from './shared-carts.tables';
export { stateOf, type SharedCartLine, type SharedCartState, type SharedCartView } from './shared-cart-view';
export { sharedCartLink } from './shared-cart-link';
export { ShortCodeThrottle, sharedShortCodeThrottle, shortCodeLimits } from './shared-cart-throttle';
export {
  lowerSharedCartQuantity,
  openSharedCartByCode,
  sharedCartForCustomer,
  type CartViewer,
  type CustomerChangeError,
  type ShortCodeError,
} from './customer-shared-carts';
export {
  closeOrderedSharedCart,
  sharedCartForCheckout,
  type SharedCheckout,
  type SharedCheckoutError,
} from './shared-cart-checkout';
export { staffMaySee, type StaffCartError, type StaffCartOutcome } from './staff-cart-write';
export {
  createSharedCart,
  staffSharedCart,
  staffSharedCarts,
  staffSharedCartVersion,
  type SharedCartSummary,
} from './staff-shared-carts.service';
export { addSharedCartLine, changeSharedCartLine, removeSharedCartLine, withinDiscountLimit } from './staff-cart-lines';
export {
  attachSharedCartCustomer,
  changeSharedCartDetails,
  closeSharedCart,
  sendSharedCartLink,
} from './staff-cart-settings';
export { partsToAdd, type PartToAdd } from './staff-part-search';
