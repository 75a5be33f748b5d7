-- The stock ledger starts from the stock each variant holds today: one opening movement per variant with stock,
-- so that on-hand equals the sum of movements from the first day.
INSERT INTO "stock_movements" ("variant_id", "delta", "reason", "note")
SELECT "id", "stock_on_hand", 'opening', 'stock before the ledger'
FROM "variants"
WHERE "stock_on_hand" <> 0;
