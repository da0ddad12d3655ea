CREATE TABLE "information" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content_type" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"cover_file_id" uuid,
	"content_text" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "information_files" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"information_id" integer NOT NULL,
	"kind" text NOT NULL,
	"language_code" text NOT NULL,
	"filename" text NOT NULL,
	"seq" serial NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_images" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"language_code" text NOT NULL,
	"filename" text NOT NULL,
	"seq" serial NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"show_on_tv" boolean DEFAULT false NOT NULL,
	"show_on_app" boolean DEFAULT false NOT NULL,
	"description" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"related_type" text,
	"related_id" integer,
	"related_direct" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quick_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"payload" text,
	"icon" text NOT NULL,
	"related_type" text,
	"related_id" integer,
	"related_direct" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recurring_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"type" text DEFAULT 'weekly-recurring' NOT NULL,
	"weekly_days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"cover_file_id" uuid,
	"related_type" text,
	"related_id" integer,
	"related_direct" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"cover_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"number" text NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "information" ADD CONSTRAINT "information_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "information_files" ADD CONSTRAINT "information_files_information_id_information_id_fk" FOREIGN KEY ("information_id") REFERENCES "public"."information"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_images" ADD CONSTRAINT "promotion_images_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_actions" ADD CONSTRAINT "quick_actions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_events" ADD CONSTRAINT "recurring_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "information_company_idx" ON "information" USING btree ("company_id","sort_order");--> statement-breakpoint
CREATE INDEX "information_files_information_idx" ON "information_files" USING btree ("information_id");--> statement-breakpoint
CREATE UNIQUE INDEX "information_files_pdf_language_key" ON "information_files" USING btree ("information_id","language_code") WHERE "information_files"."kind" = 'pdf';--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_images_language_key" ON "promotion_images" USING btree ("promotion_id","language_code");--> statement-breakpoint
CREATE INDEX "promotions_company_idx" ON "promotions" USING btree ("company_id","sort_order");--> statement-breakpoint
CREATE INDEX "quick_actions_company_idx" ON "quick_actions" USING btree ("company_id","sort_order");--> statement-breakpoint
CREATE INDEX "recurring_events_company_idx" ON "recurring_events" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "room_types_company_idx" ON "room_types" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_company_number_key" ON "rooms" USING btree ("company_id",lower("number"));--> statement-breakpoint
CREATE INDEX "rooms_room_type_idx" ON "rooms" USING btree ("room_type_id");