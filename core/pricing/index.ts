export * from './money';
export * from './fraction';
export * from './lines';
export * from './catalog';
export * from './reprice';
export * from './recompute';
export * from './vat';
export * from './promotions';
