import type { FastifyRequest } from 'fastify';

/** Who did a staff action, as the audit log records it. */
export interface Actor {
  id: string;
  role: string;
  ip: string | null;
}

/** The signed-in staff member of a request; the admin group's guard has set currentUser. */
export function actorOf(request: FastifyRequest): Actor {
  return {
    id: request.currentUser?.id ?? '',
    role: request.currentUser?.role ?? '',
    ip: request.ip ?? null,
  };
}
