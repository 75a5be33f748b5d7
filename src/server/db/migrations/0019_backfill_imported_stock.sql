-- Issue #16: what the last catalogue import set for each variant, read back from the stock ledger. Until now an
-- import set the stock to the file's figure, so that figure is the ledger's sum up to the variant's last import
-- movement; an imported variant without one was imported with 0.
UPDATE "variants" v SET "imported_stock" = s.total
FROM (
  SELECT m."variant_id", sum(m."delta")::int AS total
  FROM "stock_movements" m
  JOIN (
    SELECT "variant_id", max("id") AS last_import FROM "stock_movements" WHERE "reason" = 'import' GROUP BY "variant_id"
  ) li ON li."variant_id" = m."variant_id" AND m."id" <= li.last_import
  GROUP BY m."variant_id"
) s
WHERE s."variant_id" = v."id" AND v."imported_stock" IS NULL;--> statement-breakpoint
UPDATE "variants" v SET "imported_stock" = 0
FROM "products" p
WHERE p."id" = v."product_id" AND p."source_hash" IS NOT NULL AND v."imported_stock" IS NULL;
