import { defineConfig } from 'drizzle-kit'

// Migrations are generated from the schema and committed; they run at start (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  casing: 'snake_case',
})
