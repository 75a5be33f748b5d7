export * from './columns';
export * from '@/server/domains/catalog/catalog.tables';
export * from '@/server/domains/content/content.tables';
export * from '@/server/domains/search/search.tables';
export * from '@/server/domains/auth/auth.tables';
export * from '@/server/domains/cart/cart.tables';
export * from '@/server/domains/orders/orders.tables';
