import type { CustomerModule } from './types';

// Each customer folder is its own lazily loaded chunk: the standard deployment never downloads them.
const customerLoaders = import.meta.glob<{ default: CustomerModule }>('./*/index.ts');

export function customerLoaderPath(name: string): string {
  return `./${name}/index.ts`;
}

/** The customers this build ships (folder names). */
export function availableCustomers(): string[] {
  return Object.keys(customerLoaders)
    .map((path) => path.split('/')[1] ?? '')
    .sort();
}

/** Loads the named customer's module; an unknown name fails with 'Cannot find module' (spec 8). */
export async function loadCustomer(name: string): Promise<CustomerModule> {
  const loader = customerLoaders[customerLoaderPath(name)];
  if (!loader) throw new Error(`Cannot find module '${name}'`);
  const module = await loader();
  return module.default;
}
