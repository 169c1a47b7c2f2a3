// drizzle-kit configuration: `npm run db:generate` writes a new migration after schema.ts changes.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/storage/schema.ts',
  out: './server/storage/migrations',
});
