ALTER TABLE "bookings" ADD COLUMN "first_action_at" timestamp with time zone;--> statement-breakpoint
-- The first staff action of the bookings made so far: their first Timeline entry by a user, not 'System', that is not the creation.
UPDATE "bookings" SET "first_action_at" = "first"."at" FROM (SELECT "booking_id", min("created_at") AS "at" FROM "booking_logs" WHERE "changed_by" <> 'System' AND "text" <> 'Booking created' GROUP BY "booking_id") AS "first" WHERE "first"."booking_id" = "bookings"."id";
