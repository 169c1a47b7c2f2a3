export * from './presets';
export * from './walls';
export * from './geometry';
export * from './env';
export * from './openingSize';
