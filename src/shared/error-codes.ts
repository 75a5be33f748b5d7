/**
 * The shop's expected failures: one UPPER_SNAKE code each, spelt the same in the domain's result types, in the
 * GraphQL error enums and in the browser, with its message at `errors.<CODE>` in both message files and the HTTP
 * status a route handler answers it with (spec §8: `{ message, statusCode }`). A test fails when a code has no
 * message in a language, or a message under `errors` names no code.
 *
 * Not here, on purpose:
 * - OAuth's protocol codes (RFC 6749: `invalid_grant`, `slow_down`, ...) and the GraphQL endpoint's own
 *   `extensions.code` values (src/server/graphql/errors.ts): wire protocols whose spelling clients rely on.
 * - Field-level validation reasons (`required`, `email`, `phone`, `postalCode`, `vatNumber`, ...): they say what
 *   is wrong with one field of a form and are shown beside it, with the form's own messages.
 * - Unexpected faults: logged, and shown as the spec's system error (`errors.system`).
 */
export const errorCodes = {
  // Any form: the marked fields need correcting (the field reasons say which and why).
  INVALID_INPUT: 400,
  NOT_SIGNED_IN: 401,
  NOT_FOUND: 404,

  // Accounts.
  INVALID_EMAIL: 400,
  WEAK_PASSWORD: 400,
  EMAIL_TAKEN: 409,
  /** New accounts from one address in an hour; the name is the public API's (RegisterError.TOO_MANY). */
  TOO_MANY: 429,
  WRONG_PASSWORD: 403,
  /** A password-reset link that is unknown, used already or expired. */
  INVALID_LINK: 400,
  TOO_MANY_ADDRESSES: 409,
  UNKNOWN_TRACTOR_MODEL: 404,

  // Cart.
  NOT_ADDED: 400,
  NO_LONGER_AVAILABLE: 410,
  INSUFFICIENT_STOCK: 409,
  /** The browser's call to change the cart failed; never answered by the server. */
  ADD_FAILED: 500,

  // Checkout.
  EMPTY_CART: 409,
  OUT_OF_STOCK: 409,
  NO_SHIPPING_METHOD: 422,
  NO_PAYMENT_METHOD: 422,
  INVALID_INSTALLMENTS: 422,

  // Contact requests.
  TOO_MANY_PHOTOS: 400,
  PHOTO_TOO_LARGE: 413,
  PHOTO_NOT_IMAGE: 415,
  FORM_TOO_FAST: 400,
  FORM_EXPIRED: 400,
  TOO_MANY_REQUESTS: 429,
  FORM_UNAVAILABLE: 503,
  /** The request's lifecycle does not allow this status change. */
  NOT_ALLOWED: 409,

  // The order desk (back office).
  /** Someone else changed the order since the page was loaded (optimistic concurrency). */
  ORDER_CHANGED: 409,
  /** The order's state (or its payment's) does not allow this action now. */
  INVALID_TRANSITION: 409,
  /** A paid order is cancelled only together with its refund. */
  REFUND_REQUIRED: 409,
  /** More than was paid minus what was refunded already. */
  REFUND_TOO_LARGE: 422,
  /** The payment provider refused the refund, or none is configured for it. */
  REFUND_FAILED: 502,
  /** More units than were sold minus those returned before. */
  RETURN_TOO_MANY: 422,

  // The consumer's right of withdrawal (src/shared/withdrawal.ts).
  /** The 14 days are over, the order was cancelled or returned, or it was bought as a business (with an invoice). */
  WITHDRAWAL_CLOSED: 409,

  // Newsletter.
  TOO_MANY_SIGN_UPS: 429,
  UNKNOWN_LINK: 404,
  EXPIRED_LINK: 410,
  INVALID_NEWSLETTER: 400,
  /** A newsletter being sent or sent already: its text no longer changes, and it goes out once. */
  NEWSLETTER_NOT_DRAFT: 409,
  NEWSLETTER_NOTHING_TO_RETRY: 409,

  // The back office (staff sign-in, team, every staff write).
  /** A wrong e-mail or password, or an account that is not an enabled staff member: one answer for both. */
  STAFF_SIGN_IN_FAILED: 401,
  /** Accepting an invitation with an existing account whose password is wrong. */
  WRONG_CREDENTIALS: 401,
  /** Too many wrong passwords or codes: a pause before the next try. */
  TOO_MANY_ATTEMPTS: 429,
  WRONG_CODE: 401,
  /** A right authenticator code that was used already (replayed in the same 30 seconds). */
  CODE_ALREADY_USED: 401,
  /** The staff member's role may not do this. */
  NOT_PERMITTED: 403,
  /** A manual adjustment would take more units off than are on the shelf. */
  STOCK_BELOW_ZERO: 409,
  /** A catalogue import is already running: one at a time. */
  IMPORT_RUNNING: 409,
  /** The uploaded files are not a catalogue: no products.csv, or a file that is not CSV. */
  IMPORT_FILES_INVALID: 400,
  /** Someone else changed it since the page was loaded: reload and try again. */
  VERSION_CONFLICT: 409,
  /** The change would leave the shop without an enabled owner. */
  LAST_OWNER: 409,
  ALREADY_STAFF: 409,

  // Phone orders' shared carts.
  /** A discount deeper than the staff member's role may give (line and cart together). */
  DISCOUNT_TOO_LARGE: 403,
  /** The shared cart's days are over: the shop can make a new one. */
  SHARED_CART_EXPIRED: 410,
  /** A shared cart made for a customer is ordered with that customer's e-mail. */
  SHARED_CART_EMAIL: 409,
  // Couriers (issue #19).
  /** The parcel is over the locker's weight or size limits. */
  PARCEL_TOO_LARGE: 422,
  /** A BOX NOW parcel without the locker the customer chose. */
  LOCKER_REQUIRED: 422,
  /** The courier's system refused or could not be reached. */
  CARRIER_FAILED: 502,
  // Products (back office, part 2).
  /** A product that was ever ordered is kept (orders and the ledger name it): archive it instead. */
  PRODUCT_ORDERED: 409,
  /** Not a JPEG, PNG, WebP or HEIC picture by its bytes (whatever its name says), or one that cannot be read. */
  PHOTO_UNREADABLE: 415,
  PHOTO_EMPTY: 400,
  // Brands, categories and models (issue #16).
  /** Products (or narrower taxons) still use it: the answer says how many. */
  TAXON_IN_USE: 409,
  // Parts diagrams' drawings (issue #16), checked by their bytes.
  DRAWING_EMPTY: 400,
  DRAWING_TOO_LARGE: 413,
  /** Neither an SVG nor a JPEG, PNG or WebP picture by its bytes, whatever its name says. */
  DRAWING_NOT_IMAGE: 415,
  /** Starts like a drawing but cannot be read: a broken picture, or an SVG that is not well formed, has no size or a DOCTYPE. */
  DRAWING_UNREADABLE: 415,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorCodes;

export const errorCodeList = Object.keys(errorCodes) as ErrorCode[];

/**
 * Codes only the back office shows (its desks, team, stock, import, products, brands and diagrams): the storefront's
 * pages leave their messages out of what they send the browser (issue #20: about 5 KB of every page). A test fails
 * when the storefront's API types or components name one of them.
 */
export const backOfficeErrorCodes = [
  'ORDER_CHANGED',
  'INVALID_TRANSITION',
  'REFUND_REQUIRED',
  'REFUND_TOO_LARGE',
  'REFUND_FAILED',
  'RETURN_TOO_MANY',
  'NEWSLETTER_NOT_DRAFT',
  'NEWSLETTER_NOTHING_TO_RETRY',
  'STAFF_SIGN_IN_FAILED',
  'WRONG_CREDENTIALS',
  'WRONG_CODE',
  'CODE_ALREADY_USED',
  'NOT_PERMITTED',
  'STOCK_BELOW_ZERO',
  'IMPORT_RUNNING',
  'IMPORT_FILES_INVALID',
  'LAST_OWNER',
  'ALREADY_STAFF',
  'DISCOUNT_TOO_LARGE',
  'PRODUCT_ORDERED',
  'PHOTO_UNREADABLE',
  'PHOTO_EMPTY',
  'TAXON_IN_USE',
  'DRAWING_EMPTY',
  'DRAWING_TOO_LARGE',
  'DRAWING_NOT_IMAGE',
  'DRAWING_UNREADABLE',
] as const satisfies readonly ErrorCode[];

/** Some of the catalogue's codes, for a result type: `ErrorCodes<'EMPTY_CART' | 'OUT_OF_STOCK'>`; a misspelt one fails. */
export type ErrorCodes<C extends ErrorCode> = C;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCodes, value);
}

/** The HTTP status a route handler answers the code with. */
export function errorStatus(code: ErrorCode): number {
  return errorCodes[code];
}
