CREATE TABLE "tvs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"link_salt" text NOT NULL,
	"link_hash" text NOT NULL,
	"last_seen_at" timestamp with time zone,
	"heartbeat" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tvs" ADD CONSTRAINT "tvs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tvs_link_hash_key" ON "tvs" USING btree ("link_hash");--> statement-breakpoint
CREATE INDEX "tvs_company_idx" ON "tvs" USING btree ("company_id");