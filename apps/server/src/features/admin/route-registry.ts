import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../../platform/app-dependencies.ts';

export interface AdminRoute {
  method: string;
  url: string;
}

const registries = new WeakMap<AppDependencies, AdminRoute[]>();

/**
 * Keeps the list of routes registered in the admin group (its child plugins included), so the
 * authorization test covers every one of them, including routes added later.
 */
export function trackAdminRoutes(app: FastifyInstance): void {
  const list: AdminRoute[] = [];
  registries.set(app.deps, list);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Fastify adds HEAD beside every GET; it answers as the GET does.
      if (method === 'HEAD') continue;
      if (!list.some((known) => known.method === method && known.url === route.url)) {
        list.push({ method, url: route.url });
      }
    }
  });
}

/** The admin group's routes of the app built with these dependencies. */
export function adminRoutesOf(deps: AppDependencies): readonly AdminRoute[] {
  return registries.get(deps) ?? [];
}
