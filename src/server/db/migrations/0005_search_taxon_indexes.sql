CREATE INDEX "search_documents_brand_ids_idx" ON "search_documents" USING gin ("brand_ids");--> statement-breakpoint
CREATE INDEX "search_documents_category_ids_idx" ON "search_documents" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "search_documents_model_ids_idx" ON "search_documents" USING gin ("model_ids");--> statement-breakpoint
CREATE INDEX "search_documents_engine_ids_idx" ON "search_documents" USING gin ("engine_ids");--> statement-breakpoint
CREATE INDEX "search_documents_rotovator_ids_idx" ON "search_documents" USING gin ("rotovator_ids");