import { describe, expect, it } from 'vitest';
import { createAppSystem } from '../ui/theme';
import { matchRoute } from '../app/navigation';
import { mergeRoutes } from '../app/routes';
import { resolveComponent, standardComponents } from './components';
import { availableCustomers, loadCustomer } from './registry';

describe('customer deployments', () => {
  it('lists the shipped customers', () => {
    expect(availableCustomers()).toContain('verdelegno');
  });

  it("fails an unknown customer with 'Cannot find module'", async () => {
    await expect(loadCustomer('nobody')).rejects.toThrow("Cannot find module 'nobody'");
  });

  it('the example customer brings a theme, routes and component overrides', async () => {
    const customer = await loadCustomer('verdelegno');
    expect(customer.displayName).toBe('Verde Legno');

    const standard = createAppSystem();
    const themed = createAppSystem(customer.theme);
    expect(standard.tokens.getByName('colors.brand.600')?.value).toBe('#d03a0d');
    expect(themed.tokens.getByName('colors.brand.600')?.value).toBe('#167a50');

    const routes = mergeRoutes(customer.routes ?? []);
    expect(matchRoute(routes, '/openPDF/501Sx')?.route.name).toBe('openPDF');
    expect(matchRoute(routes, '/doorConfig')?.route.name).toBe('doorConfig');

    const overrides = customer.components ?? {};
    expect(resolveComponent(overrides, 'HomeHero')).not.toBe(standardComponents.HomeHero);
    expect(resolveComponent(overrides, 'AppLogo')).not.toBe(standardComponents.AppLogo);
  });

  it('falls back to the standard component where a customer has none', () => {
    expect(resolveComponent({}, 'HomeHero')).toBe(standardComponents.HomeHero);
  });
});
