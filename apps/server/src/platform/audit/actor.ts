import type { FastifyRequest } from 'fastify';
import { signedInUser } from '../auth/guards.ts';

/** Who did a staff action, as the audit log records it. */
export interface Actor {
  id: string;
  role: string;
  ip: string | null;
}

/** The signed-in staff member of a request, whom the admin group's guard let in. */
export function actorOf(request: FastifyRequest): Actor {
  return {
    id: signedInUser(request).id,
    role: signedInUser(request).role ?? '',
    ip: request.ip ?? null,
  };
}
