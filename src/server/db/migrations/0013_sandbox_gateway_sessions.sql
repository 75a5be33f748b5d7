CREATE TABLE "sandbox_gateway_sessions" (
	"ref" text PRIMARY KEY NOT NULL,
	"request" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"challenge" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
