import type { EntryTarget } from '../../app/routes';

/**
 * Verde Legno's entry routes (spec 2), one line each: the catalogue, model or article and view each
 * opens. The joinery's site links straight to them (a kitchen planner, a door and a window
 * configurator, and AR views for the showroom's desk screens and the customer's phone).
 */
export const verdeLegnoEntries: Readonly<Record<string, EntryTarget>> = {
  kitchenConfig: { view: 'newProject', catalog: 'KITCHEN' },
  kitchenSingleConfig: { view: 'configurator', catalog: 'KITCHEN', article: 'B1-600' },
  doorConfig: { view: 'configurator', catalog: 'DOORS', model: 'INTDOOR' },
  windowConfig: { view: 'configurator', catalog: 'WINDOWS', model: 'WINDOW' },
  kitchenAr: { view: 'ar', catalog: 'KITCHEN', configure: '/kitchenConfig' },
  kitchenSingleAr: { view: 'ar', catalog: 'KITCHEN', model: 'B1', configure: '/kitchenSingleConfig' },
  windowAr: { view: 'ar', catalog: 'WINDOWS', model: 'WINDOW', configure: '/windowConfig' },
};
