-- Text search configurations for the shop's search (DESIGN.md): the snowball stemmers of PostgreSQL's `greek` and
-- `english` with accents removed first, so that "λαδιού", "ΛΑΔΙΟΥ" and "λαδιου" give one lexeme.
CREATE TEXT SEARCH CONFIGURATION shop_greek (COPY = pg_catalog.greek);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION shop_greek ALTER MAPPING FOR hword, hword_part, word WITH unaccent, greek_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION shop_english (COPY = pg_catalog.english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION shop_english ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
