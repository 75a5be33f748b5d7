-- The order desk's tab counts under a payment method, shipping method or date filter read this index alone instead
-- of every order's row (bench:order-desk at 100 000 orders: those counts 97-168 ms p95 before, 10-19 ms with it).
-- Drizzle's index builder has no INCLUDE, so this one is written here; the tables file keeps (state, id).
DROP INDEX "orders_state_idx";--> statement-breakpoint
CREATE INDEX "orders_state_idx" ON "orders" USING btree ("state", "id") INCLUDE ("payment_method", "shipping_method", "created_at");
