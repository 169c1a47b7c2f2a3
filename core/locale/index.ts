export * from './languages';
export * from './currencies';
export * from './measures';
export * from './format';
