ALTER TABLE "files" ADD COLUMN "editor_use" text;--> statement-breakpoint
CREATE INDEX "files_editor_pending_idx" ON "files" USING btree ("created_at") WHERE "files"."editor_use" = 'pending';--> statement-breakpoint
-- Files that versions saved before this column already use are editor uploads in use (a later save names them again).
UPDATE "files" SET "editor_use" = 'saved' WHERE "editor_use" IS NULL AND EXISTS (SELECT 1 FROM "app_versions" WHERE "app_versions"."company_id" = "files"."company_id" AND strpos("app_versions"."config"::text, "files"."id"::text) > 0);
