-- Same-company references, second part (issue 17; the first is 0008): the child rows that name a company-owned
-- row besides their parent, and the cover / logo file ids that had no foreign key at all.
-- 1. The referenced tables get UNIQUE (company_id, id) (menu_items, promotions, information, bookings, guests).
-- 2. The child tables that name another company-owned row (facility_gallery, activity_gallery, menu_pdfs,
--    promotion_images, information_files → files; booking_guests → guests; booking_menu_items → menu_items)
--    get company_id: added empty, filled from the parent, then NOT NULL. Their single-column foreign keys are
--    replaced by (company_id, <parent>_id) → parent(company_id, id) and (company_id, <ref>_id) → ref(company_id, id),
--    both ON DELETE CASCADE as before. promotion_images.file_id and information_files.file_id had no foreign
--    key: they get one (ON DELETE CASCADE, as the galleries' and menu PDFs' file ids).
-- 3. cover_file_id of information, recurring_events and room_types, and the companies' property_logo_file_id and
--    default_image_file_id, had no foreign key: they get (company_id, cover_file_id) → files(company_id, id)
--    (companies: (id, <image>_file_id)), ON DELETE SET NULL naming the column (as in 0008).
-- References that were already broken (a file that no longer exists, or a row of another company) would make the
-- new keys fail, so they are cleared first: such a cover / logo id is set to NULL, and such an image / PDF / guest /
-- menu line row (its reference is NOT NULL) is deleted. The routes never wrote them; neither could be shown.
-- drizzle-kit wrote the keys before the UNIQUE constraints they need, the company_id columns NOT NULL at once, and
-- a plain "set null"; the order, the fill and the column lists are edited in by hand (as 0008 was).
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "information" ADD CONSTRAINT "information_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "activity_gallery" DROP CONSTRAINT "activity_gallery_activity_id_activities_id_fk";
--> statement-breakpoint
ALTER TABLE "activity_gallery" DROP CONSTRAINT "activity_gallery_file_id_files_id_fk";
--> statement-breakpoint
ALTER TABLE "facility_gallery" DROP CONSTRAINT "facility_gallery_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "facility_gallery" DROP CONSTRAINT "facility_gallery_file_id_files_id_fk";
--> statement-breakpoint
ALTER TABLE "menu_pdfs" DROP CONSTRAINT "menu_pdfs_menu_id_menus_id_fk";
--> statement-breakpoint
ALTER TABLE "menu_pdfs" DROP CONSTRAINT "menu_pdfs_file_id_files_id_fk";
--> statement-breakpoint
ALTER TABLE "promotion_images" DROP CONSTRAINT "promotion_images_promotion_id_promotions_id_fk";
--> statement-breakpoint
ALTER TABLE "information_files" DROP CONSTRAINT "information_files_information_id_information_id_fk";
--> statement-breakpoint
ALTER TABLE "booking_guests" DROP CONSTRAINT "booking_guests_booking_id_bookings_id_fk";
--> statement-breakpoint
ALTER TABLE "booking_guests" DROP CONSTRAINT "booking_guests_guest_id_guests_id_fk";
--> statement-breakpoint
ALTER TABLE "booking_menu_items" DROP CONSTRAINT "booking_menu_items_booking_id_bookings_id_fk";
--> statement-breakpoint
ALTER TABLE "booking_menu_items" DROP CONSTRAINT "booking_menu_items_menu_item_id_menu_items_id_fk";
--> statement-breakpoint
ALTER TABLE "activity_gallery" ADD COLUMN "company_id" integer;
--> statement-breakpoint
UPDATE "activity_gallery" SET "company_id" = "activities"."company_id" FROM "activities" WHERE "activities"."id" = "activity_gallery"."activity_id";
--> statement-breakpoint
-- Already broken: the file is gone or another company's.
DELETE FROM "activity_gallery" WHERE NOT EXISTS (SELECT 1 FROM "files" WHERE "files"."id" = "activity_gallery"."file_id" AND "files"."company_id" = "activity_gallery"."company_id");
--> statement-breakpoint
ALTER TABLE "activity_gallery" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "facility_gallery" ADD COLUMN "company_id" integer;
--> statement-breakpoint
UPDATE "facility_gallery" SET "company_id" = "facilities"."company_id" FROM "facilities" WHERE "facilities"."id" = "facility_gallery"."facility_id";
--> statement-breakpoint
-- Already broken: the file is gone or another company's.
DELETE FROM "facility_gallery" WHERE NOT EXISTS (SELECT 1 FROM "files" WHERE "files"."id" = "facility_gallery"."file_id" AND "files"."company_id" = "facility_gallery"."company_id");
--> statement-breakpoint
ALTER TABLE "facility_gallery" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "menu_pdfs" ADD COLUMN "company_id" integer;
--> statement-breakpoint
UPDATE "menu_pdfs" SET "company_id" = "menus"."company_id" FROM "menus" WHERE "menus"."id" = "menu_pdfs"."menu_id";
--> statement-breakpoint
-- Already broken: the file is gone or another company's.
DELETE FROM "menu_pdfs" WHERE NOT EXISTS (SELECT 1 FROM "files" WHERE "files"."id" = "menu_pdfs"."file_id" AND "files"."company_id" = "menu_pdfs"."company_id");
--> statement-breakpoint
ALTER TABLE "menu_pdfs" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "promotion_images" ADD COLUMN "company_id" integer;
--> statement-breakpoint
UPDATE "promotion_images" SET "company_id" = "promotions"."company_id" FROM "promotions" WHERE "promotions"."id" = "promotion_images"."promotion_id";
--> statement-breakpoint
-- Already broken: the file is gone or another company's.
DELETE FROM "promotion_images" WHERE NOT EXISTS (SELECT 1 FROM "files" WHERE "files"."id" = "promotion_images"."file_id" AND "files"."company_id" = "promotion_images"."company_id");
--> statement-breakpoint
ALTER TABLE "promotion_images" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "information_files" ADD COLUMN "company_id" integer;
--> statement-breakpoint
UPDATE "information_files" SET "company_id" = "information"."company_id" FROM "information" WHERE "information"."id" = "information_files"."information_id";
--> statement-breakpoint
-- Already broken: the file is gone or another company's.
DELETE FROM "information_files" WHERE NOT EXISTS (SELECT 1 FROM "files" WHERE "files"."id" = "information_files"."file_id" AND "files"."company_id" = "information_files"."company_id");
--> statement-breakpoint
ALTER TABLE "information_files" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "booking_guests" ADD COLUMN "company_id" integer;
--> statement-breakpoint
UPDATE "booking_guests" SET "company_id" = "bookings"."company_id" FROM "bookings" WHERE "bookings"."id" = "booking_guests"."booking_id";
--> statement-breakpoint
-- Already broken: the guest is gone or another company's.
DELETE FROM "booking_guests" WHERE NOT EXISTS (SELECT 1 FROM "guests" WHERE "guests"."id" = "booking_guests"."guest_id" AND "guests"."company_id" = "booking_guests"."company_id");
--> statement-breakpoint
ALTER TABLE "booking_guests" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "booking_menu_items" ADD COLUMN "company_id" integer;
--> statement-breakpoint
UPDATE "booking_menu_items" SET "company_id" = "bookings"."company_id" FROM "bookings" WHERE "bookings"."id" = "booking_menu_items"."booking_id";
--> statement-breakpoint
-- Already broken: the menu item is gone or another company's.
DELETE FROM "booking_menu_items" WHERE NOT EXISTS (SELECT 1 FROM "menu_items" WHERE "menu_items"."id" = "booking_menu_items"."menu_item_id" AND "menu_items"."company_id" = "booking_menu_items"."company_id");
--> statement-breakpoint
ALTER TABLE "booking_menu_items" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
-- Already broken: a cover that is gone or another company's file.
UPDATE "information" SET "cover_file_id" = NULL WHERE "cover_file_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "files" WHERE "files"."id" = "information"."cover_file_id" AND "files"."company_id" = "information"."company_id");
--> statement-breakpoint
-- Already broken: a cover that is gone or another company's file.
UPDATE "recurring_events" SET "cover_file_id" = NULL WHERE "cover_file_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "files" WHERE "files"."id" = "recurring_events"."cover_file_id" AND "files"."company_id" = "recurring_events"."company_id");
--> statement-breakpoint
-- Already broken: a cover that is gone or another company's file.
UPDATE "room_types" SET "cover_file_id" = NULL WHERE "cover_file_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "files" WHERE "files"."id" = "room_types"."cover_file_id" AND "files"."company_id" = "room_types"."company_id");
--> statement-breakpoint
-- Already broken: an image that is gone or another company's file.
UPDATE "companies" SET "property_logo_file_id" = NULL WHERE "property_logo_file_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "files" WHERE "files"."id" = "companies"."property_logo_file_id" AND "files"."company_id" = "companies"."id");
--> statement-breakpoint
-- Already broken: an image that is gone or another company's file.
UPDATE "companies" SET "default_image_file_id" = NULL WHERE "default_image_file_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "files" WHERE "files"."id" = "companies"."default_image_file_id" AND "files"."company_id" = "companies"."id");
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_property_logo_file_id_same_company_fk" FOREIGN KEY ("id","property_logo_file_id") REFERENCES "public"."files"("company_id","id") ON DELETE SET NULL ("property_logo_file_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_default_image_file_id_same_company_fk" FOREIGN KEY ("id","default_image_file_id") REFERENCES "public"."files"("company_id","id") ON DELETE SET NULL ("default_image_file_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "activity_gallery" ADD CONSTRAINT "activity_gallery_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "activity_gallery" ADD CONSTRAINT "activity_gallery_activity_id_same_company_fk" FOREIGN KEY ("company_id","activity_id") REFERENCES "public"."activities"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "activity_gallery" ADD CONSTRAINT "activity_gallery_file_id_same_company_fk" FOREIGN KEY ("company_id","file_id") REFERENCES "public"."files"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "facility_gallery" ADD CONSTRAINT "facility_gallery_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "facility_gallery" ADD CONSTRAINT "facility_gallery_facility_id_same_company_fk" FOREIGN KEY ("company_id","facility_id") REFERENCES "public"."facilities"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "facility_gallery" ADD CONSTRAINT "facility_gallery_file_id_same_company_fk" FOREIGN KEY ("company_id","file_id") REFERENCES "public"."files"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "menu_pdfs" ADD CONSTRAINT "menu_pdfs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "menu_pdfs" ADD CONSTRAINT "menu_pdfs_menu_id_same_company_fk" FOREIGN KEY ("company_id","menu_id") REFERENCES "public"."menus"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "menu_pdfs" ADD CONSTRAINT "menu_pdfs_file_id_same_company_fk" FOREIGN KEY ("company_id","file_id") REFERENCES "public"."files"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "promotion_images" ADD CONSTRAINT "promotion_images_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "promotion_images" ADD CONSTRAINT "promotion_images_promotion_id_same_company_fk" FOREIGN KEY ("company_id","promotion_id") REFERENCES "public"."promotions"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "promotion_images" ADD CONSTRAINT "promotion_images_file_id_same_company_fk" FOREIGN KEY ("company_id","file_id") REFERENCES "public"."files"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "information_files" ADD CONSTRAINT "information_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "information_files" ADD CONSTRAINT "information_files_information_id_same_company_fk" FOREIGN KEY ("company_id","information_id") REFERENCES "public"."information"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "information_files" ADD CONSTRAINT "information_files_file_id_same_company_fk" FOREIGN KEY ("company_id","file_id") REFERENCES "public"."files"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "booking_guests" ADD CONSTRAINT "booking_guests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "booking_guests" ADD CONSTRAINT "booking_guests_booking_id_same_company_fk" FOREIGN KEY ("company_id","booking_id") REFERENCES "public"."bookings"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "booking_guests" ADD CONSTRAINT "booking_guests_guest_id_same_company_fk" FOREIGN KEY ("company_id","guest_id") REFERENCES "public"."guests"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "booking_menu_items" ADD CONSTRAINT "booking_menu_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "booking_menu_items" ADD CONSTRAINT "booking_menu_items_booking_id_same_company_fk" FOREIGN KEY ("company_id","booking_id") REFERENCES "public"."bookings"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "booking_menu_items" ADD CONSTRAINT "booking_menu_items_menu_item_id_same_company_fk" FOREIGN KEY ("company_id","menu_item_id") REFERENCES "public"."menu_items"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "information" ADD CONSTRAINT "information_cover_file_id_same_company_fk" FOREIGN KEY ("company_id","cover_file_id") REFERENCES "public"."files"("company_id","id") ON DELETE SET NULL ("cover_file_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "recurring_events" ADD CONSTRAINT "recurring_events_cover_file_id_same_company_fk" FOREIGN KEY ("company_id","cover_file_id") REFERENCES "public"."files"("company_id","id") ON DELETE SET NULL ("cover_file_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_cover_file_id_same_company_fk" FOREIGN KEY ("company_id","cover_file_id") REFERENCES "public"."files"("company_id","id") ON DELETE SET NULL ("cover_file_id") ON UPDATE no action;
