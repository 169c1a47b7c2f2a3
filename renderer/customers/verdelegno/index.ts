import { customerRouteCatalogue, withEntries } from '../../app/routes';
import { verdeLegnoEntries } from './entries';
import { brandPaletteConfig } from '../../ui/theme';
import type { CustomerModule } from '../types';
import { VerdeLegnoHero } from './VerdeLegnoHero';
import { VerdeLegnoLogo } from './VerdeLegnoLogo';

/**
 * Example customer deployment "Verde Legno" (a joinery using the PDF labels and the kitchen, window
 * and door entry points). Uses all three extension points: theme, extra routes, component overrides.
 * Select it with `"customer": "verdelegno"` in config/config.json.
 */
const verdeLegno: CustomerModule = {
  displayName: 'Verde Legno',
  theme: brandPaletteConfig({
    '50': '#eefaf3',
    '100': '#d5f2e1',
    '200': '#aee4c6',
    '300': '#7bcfa4',
    '400': '#47b37f',
    '500': '#249764',
    '600': '#167a50',
    '700': '#136142',
    '800': '#124e37',
    '900': '#10402e',
    '950': '#07241a',
  }),
  routes: withEntries(customerRouteCatalogue, verdeLegnoEntries),
  components: { HomeHero: VerdeLegnoHero, AppLogo: VerdeLegnoLogo },
};

export default verdeLegno;
