CREATE TABLE "booking_counters" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"last" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_guests" (
	"booking_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	CONSTRAINT "booking_guests_booking_id_guest_id_pk" PRIMARY KEY("booking_id","guest_id")
);
--> statement-breakpoint
CREATE TABLE "booking_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"text" text NOT NULL,
	"changed_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_menu_items" (
	"booking_id" integer NOT NULL,
	"menu_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "booking_menu_items_booking_id_menu_item_id_pk" PRIMARY KEY("booking_id","menu_item_id"),
	CONSTRAINT "booking_menu_items_quantity" CHECK ("booking_menu_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "booking_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"booking_type_id" integer NOT NULL,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"pax_max" integer DEFAULT 0 NOT NULL,
	"booked_pax" integer DEFAULT 0 NOT NULL,
	"bookings_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_slots_capacity" CHECK ("booking_slots"."booked_pax" >= 0 AND ("booking_slots"."pax_max" = 0 OR "booking_slots"."booked_pax" <= "booking_slots"."pax_max")),
	CONSTRAINT "booking_slots_pax_max" CHECK ("booking_slots"."pax_max" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_type_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_type_id" integer NOT NULL,
	"recurring_day" jsonb NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	"type" text DEFAULT 'slot-bookings' NOT NULL,
	"attached_type" text NOT NULL,
	"activity_id" integer,
	"menu_id" integer,
	"recurring_type" text NOT NULL,
	"pax_required" boolean NOT NULL,
	"pax_max" integer DEFAULT 0 NOT NULL,
	"allow_remarks" boolean DEFAULT true NOT NULL,
	"menu_multiple" boolean DEFAULT false NOT NULL,
	"booking_emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"allow_bookings_from_app" boolean DEFAULT false NOT NULL,
	"slot_booking_close_minutes" integer DEFAULT 0 NOT NULL,
	"cancellation_policy" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"generated_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_types_attached" CHECK (("booking_types"."attached_type" = 'Activity' AND "booking_types"."activity_id" IS NOT NULL AND "booking_types"."menu_id" IS NULL) OR ("booking_types"."attached_type" = 'Menu' AND "booking_types"."menu_id" IS NOT NULL AND "booking_types"."activity_id" IS NULL)),
	CONSTRAINT "booking_types_pax_max" CHECK ("booking_types"."pax_max" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"number" integer NOT NULL,
	"booking_type_id" integer NOT NULL,
	"booking_slot_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	"room_id" integer,
	"status" text DEFAULT 'new' NOT NULL,
	"pax" integer DEFAULT 1 NOT NULL,
	"remarks" text,
	"remarks_internal" text,
	"booked_by_type" text DEFAULT 'staff' NOT NULL,
	"booked_by_id" integer,
	"booked_by_name" text NOT NULL,
	"status_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_by_name" text NOT NULL,
	"status_remarks" text,
	"assignee_id" integer,
	"due_at" timestamp with time zone NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"overdue_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_pax" CHECK ("bookings"."pax" >= 1)
);
--> statement-breakpoint
CREATE TABLE "guests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"confirmation_number" text NOT NULL,
	"nationality" text NOT NULL,
	"arrival_date" date NOT NULL,
	"departure_date" date NOT NULL,
	"room_id" integer,
	"pms_checkin_at" timestamp with time zone,
	"pms_checkout_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guests_dates_order" CHECK ("guests"."departure_date" > "guests"."arrival_date")
);
--> statement-breakpoint
ALTER TABLE "booking_counters" ADD CONSTRAINT "booking_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_guests" ADD CONSTRAINT "booking_guests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_guests" ADD CONSTRAINT "booking_guests_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_logs" ADD CONSTRAINT "booking_logs_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_menu_items" ADD CONSTRAINT "booking_menu_items_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_menu_items" ADD CONSTRAINT "booking_menu_items_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_slots" ADD CONSTRAINT "booking_slots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_slots" ADD CONSTRAINT "booking_slots_booking_type_id_booking_types_id_fk" FOREIGN KEY ("booking_type_id") REFERENCES "public"."booking_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_type_slots" ADD CONSTRAINT "booking_type_slots_booking_type_id_booking_types_id_fk" FOREIGN KEY ("booking_type_id") REFERENCES "public"."booking_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_types" ADD CONSTRAINT "booking_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_types" ADD CONSTRAINT "booking_types_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_types" ADD CONSTRAINT "booking_types_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_types" ADD CONSTRAINT "booking_types_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_booking_type_id_booking_types_id_fk" FOREIGN KEY ("booking_type_id") REFERENCES "public"."booking_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_booking_slot_id_booking_slots_id_fk" FOREIGN KEY ("booking_slot_id") REFERENCES "public"."booking_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_booked_by_id_users_id_fk" FOREIGN KEY ("booked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_guests_guest_idx" ON "booking_guests" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "booking_logs_booking_idx" ON "booking_logs" USING btree ("booking_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_slots_type_time_key" ON "booking_slots" USING btree ("booking_type_id","date","start_time","end_time");--> statement-breakpoint
CREATE INDEX "booking_slots_company_date_idx" ON "booking_slots" USING btree ("company_id","date","start_time");--> statement-breakpoint
CREATE INDEX "booking_type_slots_type_idx" ON "booking_type_slots" USING btree ("booking_type_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_types_activity_key" ON "booking_types" USING btree ("activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_types_menu_key" ON "booking_types" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "booking_types_company_facility_idx" ON "booking_types" USING btree ("company_id","facility_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_company_number_key" ON "bookings" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "bookings_company_status_due_idx" ON "bookings" USING btree ("company_id","status","due_at");--> statement-breakpoint
CREATE INDEX "bookings_slot_idx" ON "bookings" USING btree ("booking_slot_id");--> statement-breakpoint
CREATE INDEX "bookings_type_idx" ON "bookings" USING btree ("booking_type_id");--> statement-breakpoint
CREATE INDEX "guests_company_dates_idx" ON "guests" USING btree ("company_id","arrival_date","departure_date");--> statement-breakpoint
CREATE INDEX "guests_room_idx" ON "guests" USING btree ("room_id");