/** The orders a listing offers (no zod here: the sort control ships to the browser). */
export const listingOrders = ['relevance', 'name', 'price-asc', 'price-desc', 'newest'] as const;
export type ListingOrder = (typeof listingOrders)[number];
