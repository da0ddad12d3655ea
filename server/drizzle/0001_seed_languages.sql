-- Reference data: the languages the guest app can be offered in. Idempotent.
INSERT INTO "languages" ("code", "name", "name_english", "sort_order") VALUES
  ('en', 'English', 'English', 1),
  ('ar', 'العربية', 'Arabic', 2),
  ('zh', '中文', 'Chinese', 3),
  ('ru', 'Русский', 'Russian', 4),
  ('de', 'Deutsch', 'German', 5),
  ('fr', 'Français', 'French', 6),
  ('it', 'Italiano', 'Italian', 7),
  ('es', 'Español', 'Spanish', 8),
  ('ja', '日本語', 'Japanese', 9),
  ('ko', '한국어', 'Korean', 10),
  ('hi', 'हिन्दी', 'Hindi', 11),
  ('dv', 'ދިވެހި', 'Dhivehi', 12)
ON CONFLICT ("code") DO NOTHING;
