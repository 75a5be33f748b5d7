-- Accent-free and fuzzy matching for search (DESIGN.md): available on PostgreSQL (contrib) and PGlite.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
