ALTER TABLE "diagram_refs" DROP CONSTRAINT "diagram_refs_diagram_id_ref_no_pk";--> statement-breakpoint
ALTER TABLE "diagram_refs" ADD CONSTRAINT "diagram_refs_diagram_id_ref_no_mpn_pk" PRIMARY KEY("diagram_id","ref_no","mpn");--> statement-breakpoint
ALTER TABLE "diagrams" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;