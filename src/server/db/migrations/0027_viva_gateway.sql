CREATE TABLE "viva_emulator_orders" (
	"order_code" text PRIMARY KEY NOT NULL,
	"request" jsonb NOT NULL,
	"state_id" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viva_emulator_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"order_code" text NOT NULL,
	"parent_id" text,
	"status_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"transaction_type_id" integer NOT NULL,
	"card_number" text,
	"total_installments" integer DEFAULT 0 NOT NULL,
	"confirm_at" timestamp with time zone,
	"merchant_trns" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_transaction_ref" text;--> statement-breakpoint
CREATE INDEX "viva_emulator_transactions_order_code_index" ON "viva_emulator_transactions" USING btree ("order_code");--> statement-breakpoint
CREATE INDEX "viva_emulator_transactions_parent_id_index" ON "viva_emulator_transactions" USING btree ("parent_id");