-- A deleted file clears only the cover, never company_id (ON DELETE SET NULL ("cover_file_id"), PostgreSQL 15+,
-- edited by hand as in 0008: drizzle-kit cannot write the column list).
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"related_type" text,
	"related_id" integer,
	"related_direct" boolean DEFAULT false NOT NULL,
	"cover_file_id" uuid,
	"icon" text,
	"icon_color" text DEFAULT '#FFFFFF' NOT NULL,
	"icon_background" text DEFAULT '#F56565' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_company_id_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_cover_file_id_same_company_fk" FOREIGN KEY ("company_id","cover_file_id") REFERENCES "public"."files"("company_id","id") ON DELETE SET NULL ("cover_file_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "locations_company_idx" ON "locations" USING btree ("company_id","sort_order");