// Customer calls (spec 3 and 7: the customer picker; server/customers). Shop staff only.
import { defaultTransport, type Transport } from './transport';
import type { Customer, CustomerFields, CustomerSearch } from './types';

export interface CustomersApi {
  search(query?: CustomerSearch): Promise<Customer[]>;
  get(id: number): Promise<Customer>;
  /** 409 'A customer with this e-mail already exists' on a taken e-mail. */
  create(fields: CustomerFields): Promise<Customer>;
  /** Only the fields given change. */
  update(id: number, patch: Partial<CustomerFields>): Promise<Customer>;
}

const customerPath = (id: number) => {
  if (!Number.isInteger(id) || id < 1) throw new Error(`Not a customer id: ${id}`);
  return `customers/${id}`;
};

export function createCustomersApi(transport: Transport = defaultTransport): CustomersApi {
  return {
    search: async (query = {}) =>
      (await transport.json<{ customers: Customer[] }>('GET', 'customers', { query: { ...query } }))
        .customers,
    get: async (id) => transport.json('GET', customerPath(id)),
    create: async (fields) => transport.json('POST', 'customers', { body: fields }),
    update: async (id, patch) => transport.json('PUT', customerPath(id), { body: patch }),
  };
}
