CREATE TABLE "tracker_positions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"tracker_id" integer NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"accuracy" double precision,
	"speed" double precision,
	"heading" double precision,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tracker_positions_lat_lng_check" CHECK ("tracker_positions"."lat" between -90 and 90 and "tracker_positions"."lng" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "trackers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"tracking_group_id" integer NOT NULL,
	"name" text NOT NULL,
	"token_hash" text,
	"last_lat" double precision,
	"last_lng" double precision,
	"last_accuracy" double precision,
	"last_speed" double precision,
	"last_heading" double precision,
	"last_seen_at" timestamp with time zone,
	"anchor_lat" double precision,
	"anchor_lng" double precision,
	"moved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trackers_company_id_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "tracking_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracking_groups_company_id_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "tracker_positions" ADD CONSTRAINT "tracker_positions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_positions" ADD CONSTRAINT "tracker_positions_tracker_id_same_company_fk" FOREIGN KEY ("company_id","tracker_id") REFERENCES "public"."trackers"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trackers" ADD CONSTRAINT "trackers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trackers" ADD CONSTRAINT "trackers_tracking_group_id_same_company_fk" FOREIGN KEY ("company_id","tracking_group_id") REFERENCES "public"."tracking_groups"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_groups" ADD CONSTRAINT "tracking_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tracker_positions_tracker_recorded_idx" ON "tracker_positions" USING btree ("tracker_id","recorded_at");--> statement-breakpoint
CREATE INDEX "tracker_positions_recorded_idx" ON "tracker_positions" USING btree ("recorded_at");--> statement-breakpoint
CREATE INDEX "trackers_group_idx" ON "trackers" USING btree ("tracking_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trackers_company_token_hash_key" ON "trackers" USING btree ("company_id","token_hash");--> statement-breakpoint
CREATE INDEX "tracking_groups_company_idx" ON "tracking_groups" USING btree ("company_id");