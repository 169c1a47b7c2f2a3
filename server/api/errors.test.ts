import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandler, notFound } from './errors';

async function appThrowing(error: unknown) {
  const app = Fastify();
  installErrorHandler(app);
  app.get('/boom', async () => {
    throw error;
  });
  const reply = await app.inject({ method: 'GET', url: '/boom' });
  await app.close();
  return { status: reply.statusCode, body: JSON.parse(reply.body) as Record<string, unknown> };
}

describe('API error handler', () => {
  it('sends ApiErrors with their status, message and code', async () => {
    expect(await appThrowing(notFound('Project 7 not found', 'NOT_FOUND'))).toEqual({
      status: 404,
      body: { statusCode: 404, error: 'Not Found', message: 'Project 7 not found', code: 'NOT_FOUND' },
    });
  });

  it('turns text PostgreSQL cannot store into a 400, even wrapped by the driver', async () => {
    const pgError = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
    });
    const wrapped = new Error('Failed query: select ...', { cause: pgError });
    const reply = await appThrowing(wrapped);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('Text contains a character that cannot be stored');
  });

  it('turns a number PostgreSQL cannot store into a 400', async () => {
    const pgError = Object.assign(new Error('value "99999999999" is out of range for type integer'), {
      code: '22003',
    });
    const reply = await appThrowing(new Error('Failed query', { cause: pgError }));
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ message: 'A number is out of range', code: 'INVALID_INPUT' });
  });

  it('hides the details of our own faults behind a plain 500', async () => {
    const reply = await appThrowing(new Error('connection string postgres://secret@db'));
    expect(reply).toEqual({
      status: 500,
      body: { statusCode: 500, error: 'Internal Server Error', message: 'Internal server error' },
    });
  });
});
