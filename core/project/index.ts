export * from './erp';
export * from './schema';
export * from './entities';
export * from './status';
export * from './load';
export * from './customerRows';
export * from './newProject';
export * from './exportProject';
