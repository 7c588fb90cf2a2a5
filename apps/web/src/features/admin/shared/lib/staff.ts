export type Role = 'user' | 'admin' | 'support';

/** Staff may open the console; only admins see more than the support page. */
export function isStaff(role: Role): boolean {
  return role === 'admin' || role === 'support';
}

export function isAdmin(role: Role): boolean {
  return role === 'admin';
}
