/**
 * The price facet's ranges of a tractor-parts shop: their bounds in cents excluding VAT (0–20 €, 20–50 € … 500 € and
 * over). The search documents key products by them (search-facets.ts), so changing them changes the documents.
 */
export const priceBounds = [2000, 5000, 10000, 25000, 50000];
