CREATE TABLE "map_overlay_images" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"language_code" text NOT NULL,
	"filename" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "map_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"map_lat" double precision,
	"map_lng" double precision,
	"map_lat_diff" double precision,
	"map_heading" double precision,
	"overlay_top_left_lat" double precision,
	"overlay_top_left_lng" double precision,
	"overlay_bottom_right_lat" double precision,
	"overlay_bottom_right_lng" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "map_overlay_images" ADD CONSTRAINT "map_overlay_images_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_overlay_images" ADD CONSTRAINT "map_overlay_images_file_id_same_company_fk" FOREIGN KEY ("company_id","file_id") REFERENCES "public"."files"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_settings" ADD CONSTRAINT "map_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "map_overlay_images_language_key" ON "map_overlay_images" USING btree ("company_id","language_code");