import type { SwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * A stable, unique camelCase operationId from the route alone, so a generated client's method
 * names follow the API and no route author has to invent one: the method, then each path
 * segment after /api, a `:name` parameter as `ByName`.
 * `GET /api/admin/users/:userId` -> `getAdminUsersByUserId`.
 */
export function operationIdFor(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) =>
      segment.startsWith(':') ? ['by', ...segment.slice(1).split(/[-_]/)] : segment.split(/[-_]/),
    );
  const capitalized = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return `${method.toLowerCase()}${capitalized.join('')}`;
}

/** The document's frame: what the routes' own schemas do not say. */
export function openApiOptions(version: string): SwaggerOptions {
  return {
    openapi: {
      info: { title: 'Kapital API', version },
      // Relative: "Try it out" and generated clients call the instance that served the document,
      // whatever address it was opened at (a trusted origin, so writes are accepted).
      servers: [{ url: '/', description: 'The Kapital instance serving this document' }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
        },
      },
    },
    transform(input) {
      const transformed = jsonSchemaTransform(input);
      const method = [input.route.method].flat().join('Or');
      const operationId = transformed.schema.operationId ?? operationIdFor(method, input.url);
      return { ...transformed, schema: { ...transformed.schema, operationId } };
    },
  };
}
