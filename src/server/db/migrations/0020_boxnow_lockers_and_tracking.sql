ALTER TABLE "orders" ADD COLUMN "locker" jsonb;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "status_changed_at" timestamp with time zone;