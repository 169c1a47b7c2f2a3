// /api/v1/customers (spec 7 and 3): create, edit, search for the picker. Shop staff only; sellers
// see and change their own shop's customers, administrators all. E-mails are unique within a shop
// (not across shops), so a 409 tells a seller only about customers they can already find.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, type AuthContext } from '../api/auth';
import { conflict, forbidden, notFound } from '../api/errors';
import { routeFamily } from '../api/route-schema';
import { ErrorReply, errorReplies } from '../api/schemas';
import type { Database } from '../storage';
import { customers } from '../storage/schema';
import { Customer, CustomerFields, CustomerId, CustomerPatch, SearchQuery } from './schemas';

export const STAFF_ONLY = 'Only shop staff may manage customers';
export const EMAIL_TAKEN = 'A customer with this e-mail already exists';

const errors = errorReplies(400, 401, 403, 404);
const route = routeFamily({ tags: ['customers'] }, errors);
/** A call on one customer, /customers/:id. */
const customerRoute = routeFamily({ tags: ['customers'], params: CustomerId }, errors);

function staff(request: Parameters<typeof requireUser>[0]): AuthContext {
  const auth = requireUser(request);
  if (auth.account.kind !== 'pro') throw forbidden(STAFF_ONLY, 'STAFF_ONLY');
  return auth;
}

function scope(auth: AuthContext): SQL | undefined {
  if (auth.account.admin) return undefined;
  return auth.account.shop ? eq(customers.shopId, auth.account.shop.id) : sql`false`;
}

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function toCustomer(row: typeof customers.$inferSelect): z.output<typeof Customer> {
  const { shopId: _shop, createdAt: _created, ...customer } = row;
  return customer;
}

/** Unique e-mail per shop (case-insensitive index) violations become 409, on both drivers. */
function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

export const customerRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const find = async (auth: AuthContext, id: number) => {
    // Another shop's customer is "not found" too: its id is none of the caller's business (issue 8).
    const [row] = await db
      .select()
      .from(customers)
      .where(and(eq(customers.id, id), scope(auth)));
    if (!row) throw notFound('Customer not found', 'CUSTOMER_NOT_FOUND');
    return row;
  };

  app.get(
    '/customers',
    route('Search customers for the picker (e-mail, names, city)', {
      querystring: SearchQuery,
      response: { 200: z.object({ customers: z.array(Customer) }) },
    }),
    async (request) => {
      const auth = staff(request);
      const { q, limit } = request.query;
      const pattern = likeText(q);
      const match = q
        ? sql`(${customers.email} ilike ${pattern} or ${customers.firstName} ilike ${pattern} or ${customers.lastName} ilike ${pattern} or ${customers.city} ilike ${pattern} or (${customers.firstName} || ' ' || ${customers.lastName}) ilike ${pattern})`
        : undefined;
      const rows = await db
        .select()
        .from(customers)
        .where(and(scope(auth), match))
        .orderBy(asc(customers.lastName), asc(customers.firstName), asc(customers.id))
        .limit(limit);
      return { customers: rows.map(toCustomer) };
    },
  );

  app.get('/customers/:id', customerRoute('One customer', { response: { 200: Customer } }), async (request) =>
    toCustomer(await find(staff(request), request.params.id)),
  );

  app.post(
    '/customers',
    route("Create a customer in the seller's shop", {
      body: CustomerFields,
      response: { 201: Customer, 409: ErrorReply },
    }),
    async (request, reply) => {
      const auth = staff(request);
      try {
        const [row] = await db
          .insert(customers)
          .values({ ...request.body, shopId: auth.account.shop?.id ?? null })
          .returning();
        return reply.code(201).send(toCustomer(row!));
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
        throw error;
      }
    },
  );

  app.put(
    '/customers/:id',
    customerRoute('Edit a customer (only the fields given change)', {
      body: CustomerPatch,
      response: { 200: Customer, 409: ErrorReply },
    }),
    async (request) => {
      const auth = staff(request);
      const existing = await find(auth, request.params.id);
      try {
        const [row] = await db
          .update(customers)
          .set(request.body)
          .where(eq(customers.id, existing.id))
          .returning();
        return toCustomer(row!);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
        throw error;
      }
    },
  );
};
