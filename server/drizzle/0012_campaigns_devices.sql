-- Campaigns and the guest app's devices (issue 19). The same-company references clear only their own column
-- on delete (ON DELETE SET NULL (<col>), PostgreSQL 15+; edited by hand as in 0008): company_id stays.
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"audience" jsonb NOT NULL,
	"target_text" text NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"send_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "campaigns_status_check" CHECK ("campaigns"."status" in ('scheduled', 'sending', 'sent', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"platform" text NOT NULL,
	"provider" text NOT NULL,
	"token" text NOT NULL,
	"subscription" jsonb,
	"language" text NOT NULL,
	"guest_id" integer,
	"user_id" integer,
	"gone_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "devices_platform_check" CHECK ("devices"."platform" in ('ios', 'android', 'web')),
	CONSTRAINT "devices_provider_check" CHECK ("devices"."provider" in ('expo', 'webpush'))
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_same_company_fk" FOREIGN KEY ("company_id","created_by") REFERENCES "public"."users"("company_id","id") ON DELETE SET NULL ("created_by") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_guest_id_same_company_fk" FOREIGN KEY ("company_id","guest_id") REFERENCES "public"."guests"("company_id","id") ON DELETE SET NULL ("guest_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_user_id_same_company_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE SET NULL ("user_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_company_created_idx" ON "campaigns" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_company_provider_token_key" ON "devices" USING btree ("company_id","provider","token");--> statement-breakpoint
CREATE INDEX "devices_guest_idx" ON "devices" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "devices_user_idx" ON "devices" USING btree ("user_id");