import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate --config server/drizzle.config.ts` writes the shared SQL migrations. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
