CREATE TABLE "content_page_slug_history" (
	"locale" "locale" NOT NULL,
	"slug" text NOT NULL,
	"page" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_page_slug_history_locale_slug_pk" PRIMARY KEY("locale","slug")
);
--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "features" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;