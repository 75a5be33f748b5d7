CREATE TABLE "taxon_slug_history" (
	"taxonomy_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"slug" text NOT NULL,
	"taxon_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "taxon_slug_history_taxonomy_id_locale_slug_pk" PRIMARY KEY("taxonomy_id","locale","slug")
);
--> statement-breakpoint
ALTER TABLE "taxons" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "taxon_slug_history" ADD CONSTRAINT "taxon_slug_history_taxonomy_id_taxonomies_id_fk" FOREIGN KEY ("taxonomy_id") REFERENCES "public"."taxonomies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxon_slug_history" ADD CONSTRAINT "taxon_slug_history_taxon_id_taxons_id_fk" FOREIGN KEY ("taxon_id") REFERENCES "public"."taxons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "taxon_slug_history_taxon_id_index" ON "taxon_slug_history" USING btree ("taxon_id");