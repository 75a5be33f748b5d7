CREATE TABLE "search_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "active" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "price_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "on_sale" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "stock_rank" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Documents written before these columns existed get their product's facts now (later refreshes keep them).
UPDATE "search_documents" d SET
  "active" = p.status = 'active',
  "price_cents" = coalesce(v.sale_price_cents, v.price_cents),
  "on_sale" = v.sale_price_cents IS NOT NULL,
  "stock_rank" = CASE WHEN v.stock_on_hand > 0 THEN 0 WHEN v.backorderable THEN 1 ELSE 2 END,
  "featured" = p.featured,
  "created_at" = p.created_at
FROM "products" p JOIN "variants" v ON v.product_id = p.id AND v.is_master
WHERE p.id = d.product_id;--> statement-breakpoint
INSERT INTO "search_version" ("id", "version") VALUES (1, 0);
