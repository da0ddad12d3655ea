-- The campaigns' push outbox (issue 19): one row per (campaign, device). A deleted device clears only device_id
-- (ON DELETE SET NULL ("device_id"), PostgreSQL 15+, edited by hand as in 0008): the row stays for the funnel.
CREATE TABLE "campaign_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"device_id" integer,
	"idempotency_key" text NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"ticket_id" text,
	"reason" text,
	"sent_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_deliveries_status_check" CHECK ("campaign_deliveries"."status" in ('queued', 'sending', 'accepted', 'delivered', 'failed', 'dropped', 'cancelled')),
	CONSTRAINT "campaign_deliveries_provider_check" CHECK ("campaign_deliveries"."provider" in ('expo', 'webpush'))
);
--> statement-breakpoint
ALTER TABLE "campaign_deliveries" ADD CONSTRAINT "campaign_deliveries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_deliveries" ADD CONSTRAINT "campaign_deliveries_campaign_id_same_company_fk" FOREIGN KEY ("company_id","campaign_id") REFERENCES "public"."campaigns"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_deliveries" ADD CONSTRAINT "campaign_deliveries_device_id_same_company_fk" FOREIGN KEY ("company_id","device_id") REFERENCES "public"."devices"("company_id","id") ON DELETE SET NULL ("device_id") ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_deliveries_idempotency_key" ON "campaign_deliveries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "campaign_deliveries_campaign_idx" ON "campaign_deliveries" USING btree ("company_id","campaign_id","status");--> statement-breakpoint
CREATE INDEX "campaign_deliveries_due_idx" ON "campaign_deliveries" USING btree ("next_attempt_at") WHERE "campaign_deliveries"."status" in ('queued', 'sending', 'accepted');