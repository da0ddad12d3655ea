CREATE INDEX "users_company_name_idx" ON "users" USING btree ("company_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "guests_company_name_idx" ON "guests" USING btree ("company_id",lower("last_name") collate "C",lower("first_name") collate "C","id");
