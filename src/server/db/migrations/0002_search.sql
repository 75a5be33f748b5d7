CREATE TABLE "search_documents" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"document" "tsvector" NOT NULL,
	"name_document" "tsvector" NOT NULL,
	"codes" text[] NOT NULL,
	"part_codes" text[] NOT NULL,
	"old_codes" text[] NOT NULL,
	"codes_text" text NOT NULL,
	"brand_ids" integer[] NOT NULL,
	"category_ids" integer[] NOT NULL,
	"condition_ids" integer[] NOT NULL,
	"model_ids" integer[] NOT NULL,
	"engine_ids" integer[] NOT NULL,
	"rotovator_ids" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"sound_key" text,
	"frequency" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_documents_codes_idx" ON "search_documents" USING gin ("codes");--> statement-breakpoint
CREATE INDEX "search_documents_codes_text_idx" ON "search_documents" USING gin ("codes_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_terms_sound_key_idx" ON "search_terms" USING btree ("sound_key");--> statement-breakpoint
CREATE INDEX "search_terms_term_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);