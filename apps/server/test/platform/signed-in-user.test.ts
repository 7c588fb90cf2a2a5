import Fastify from 'fastify';
import { expect, test } from 'vitest';
import { signedInUser } from '../../src/platform/auth/guards.ts';
import { registerErrorHandler } from '../../src/platform/http/error-handler.ts';

test('a route that reads the signed-in user without a guard fails as a 500, not as user ""', async () => {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.decorateRequest('currentUser', null);
  const seen: string[] = [];
  app.get('/unguarded', async (request) => {
    seen.push(signedInUser(request).id);
    return { ok: true };
  });
  const response = await app.inject({ url: '/unguarded' });
  await app.close();
  expect(response.statusCode).toBe(500);
  expect(response.json().error.message).not.toContain('guard');
  expect(seen).toEqual([]);
});

test('behind a guard it is the user the guard set', async () => {
  const app = Fastify({ logger: false });
  app.decorateRequest('currentUser', null);
  app.addHook('preValidation', async (request) => {
    request.currentUser = { id: 'user-1' } as NonNullable<typeof request.currentUser>;
  });
  app.get('/guarded', async (request) => ({ id: signedInUser(request).id }));
  const response = await app.inject({ url: '/guarded' });
  await app.close();
  expect(response.json()).toEqual({ id: 'user-1' });
});
