// Placement, pure (ARCHITECTURE.md, "Placement is pure"): where each row stands, snapping, collision,
// wall runs and the measures of the dimension lines. The 2D plan, the 3D view, the server's views and
// the tests use this one module.
export * from './vector';
export * from './footprint';
export * from './walls';
export * from './collision';
export * from './snap';
export * from './place';
export * from './runs';
export * from './dimensions';
export * from './openings';
export * from './schema';
