-- Same-company references (issue 17): a company's row that names another company-owned row does it with
-- (company_id, <ref>) → parent(company_id, id), so the database refuses a cross-company reference.
-- Each referenced table first gets UNIQUE (company_id, id); then each single-column foreign key is
-- replaced by the composite one with the same ON DELETE. ON DELETE SET NULL names its column
-- (PostgreSQL 15+): only the reference is cleared, never the NOT NULL company_id. drizzle-kit writes
-- a plain "set null" here (its snapshot says 'set null'); the column list is edited in by hand.
ALTER TABLE "files" ADD CONSTRAINT "files_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "menu_categories" ADD CONSTRAINT "menu_categories_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "task_categories" ADD CONSTRAINT "task_categories_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "booking_slots" ADD CONSTRAINT "booking_slots_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "booking_types" ADD CONSTRAINT "booking_types_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "activities" DROP CONSTRAINT "activities_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "activities" DROP CONSTRAINT "activities_cover_file_id_files_id_fk";
--> statement-breakpoint
ALTER TABLE "facilities" DROP CONSTRAINT "facilities_parent_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "facilities" DROP CONSTRAINT "facilities_cover_file_id_files_id_fk";
--> statement-breakpoint
ALTER TABLE "menu_categories" DROP CONSTRAINT "menu_categories_menu_id_menus_id_fk";
--> statement-breakpoint
ALTER TABLE "menu_categories" DROP CONSTRAINT "menu_categories_cover_file_id_files_id_fk";
--> statement-breakpoint
ALTER TABLE "menu_items" DROP CONSTRAINT "menu_items_menu_id_menus_id_fk";
--> statement-breakpoint
ALTER TABLE "menu_items" DROP CONSTRAINT "menu_items_category_id_menu_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "menu_items" DROP CONSTRAINT "menu_items_cover_file_id_files_id_fk";
--> statement-breakpoint
ALTER TABLE "menus" DROP CONSTRAINT "menus_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "rooms" DROP CONSTRAINT "rooms_room_type_id_room_types_id_fk";
--> statement-breakpoint
ALTER TABLE "task_types" DROP CONSTRAINT "task_types_task_category_id_task_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "booking_slots" DROP CONSTRAINT "booking_slots_booking_type_id_booking_types_id_fk";
--> statement-breakpoint
ALTER TABLE "booking_types" DROP CONSTRAINT "booking_types_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "booking_types" DROP CONSTRAINT "booking_types_activity_id_activities_id_fk";
--> statement-breakpoint
ALTER TABLE "booking_types" DROP CONSTRAINT "booking_types_menu_id_menus_id_fk";
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_booking_type_id_booking_types_id_fk";
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_booking_slot_id_booking_slots_id_fk";
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_room_id_rooms_id_fk";
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_booked_by_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_assignee_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "guests" DROP CONSTRAINT "guests_room_id_rooms_id_fk";
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_facility_id_same_company_fk" FOREIGN KEY ("company_id","facility_id") REFERENCES "public"."facilities"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_cover_file_id_same_company_fk" FOREIGN KEY ("company_id","cover_file_id") REFERENCES "public"."files"("company_id","id") ON DELETE SET NULL ("cover_file_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_parent_id_same_company_fk" FOREIGN KEY ("company_id","parent_id") REFERENCES "public"."facilities"("company_id","id") ON DELETE SET NULL ("parent_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_cover_file_id_same_company_fk" FOREIGN KEY ("company_id","cover_file_id") REFERENCES "public"."files"("company_id","id") ON DELETE SET NULL ("cover_file_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "menu_categories" ADD CONSTRAINT "menu_categories_menu_id_same_company_fk" FOREIGN KEY ("company_id","menu_id") REFERENCES "public"."menus"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "menu_categories" ADD CONSTRAINT "menu_categories_cover_file_id_same_company_fk" FOREIGN KEY ("company_id","cover_file_id") REFERENCES "public"."files"("company_id","id") ON DELETE SET NULL ("cover_file_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_menu_id_same_company_fk" FOREIGN KEY ("company_id","menu_id") REFERENCES "public"."menus"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_category_id_same_company_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."menu_categories"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_cover_file_id_same_company_fk" FOREIGN KEY ("company_id","cover_file_id") REFERENCES "public"."files"("company_id","id") ON DELETE SET NULL ("cover_file_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_facility_id_same_company_fk" FOREIGN KEY ("company_id","facility_id") REFERENCES "public"."facilities"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_room_type_id_same_company_fk" FOREIGN KEY ("company_id","room_type_id") REFERENCES "public"."room_types"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "task_types" ADD CONSTRAINT "task_types_task_category_id_same_company_fk" FOREIGN KEY ("company_id","task_category_id") REFERENCES "public"."task_categories"("company_id","id") ON DELETE SET NULL ("task_category_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "booking_slots" ADD CONSTRAINT "booking_slots_booking_type_id_same_company_fk" FOREIGN KEY ("company_id","booking_type_id") REFERENCES "public"."booking_types"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "booking_types" ADD CONSTRAINT "booking_types_facility_id_same_company_fk" FOREIGN KEY ("company_id","facility_id") REFERENCES "public"."facilities"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "booking_types" ADD CONSTRAINT "booking_types_activity_id_same_company_fk" FOREIGN KEY ("company_id","activity_id") REFERENCES "public"."activities"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "booking_types" ADD CONSTRAINT "booking_types_menu_id_same_company_fk" FOREIGN KEY ("company_id","menu_id") REFERENCES "public"."menus"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_booking_type_id_same_company_fk" FOREIGN KEY ("company_id","booking_type_id") REFERENCES "public"."booking_types"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_booking_slot_id_same_company_fk" FOREIGN KEY ("company_id","booking_slot_id") REFERENCES "public"."booking_slots"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_facility_id_same_company_fk" FOREIGN KEY ("company_id","facility_id") REFERENCES "public"."facilities"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_room_id_same_company_fk" FOREIGN KEY ("company_id","room_id") REFERENCES "public"."rooms"("company_id","id") ON DELETE SET NULL ("room_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_booked_by_id_same_company_fk" FOREIGN KEY ("company_id","booked_by_id") REFERENCES "public"."users"("company_id","id") ON DELETE SET NULL ("booked_by_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_assignee_id_same_company_fk" FOREIGN KEY ("company_id","assignee_id") REFERENCES "public"."users"("company_id","id") ON DELETE SET NULL ("assignee_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_room_id_same_company_fk" FOREIGN KEY ("company_id","room_id") REFERENCES "public"."rooms"("company_id","id") ON DELETE SET NULL ("room_id") ON UPDATE no action;
