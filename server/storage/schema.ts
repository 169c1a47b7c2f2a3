// The one storage schema, shared by PGlite (embedded) and PostgreSQL (DATABASE_URL), one file per
// domain under schema/. Migrations in server/storage/migrations are generated from it by
// `npm run db:generate`.
export * from './schema/accounts';
export * from './schema/projects';
export * from './schema/access';
export * from './schema/files';
export * from './schema/render';
export * from './schema/promotions';
