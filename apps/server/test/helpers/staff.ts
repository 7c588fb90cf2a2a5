import { eq } from 'drizzle-orm';
import { user } from '../../src/db/schema/index.ts';
import type { TestApp } from './build.ts';
import { verifiedUser } from './http.ts';
import type { TestUser } from './users.ts';

/** A verified, signed-in user given a staff role the way an operator would: in the database. */
export async function staffUser(testApp: TestApp, role: 'admin' | 'support'): Promise<TestUser> {
  const person = await verifiedUser(testApp);
  await testApp.db.update(user).set({ role }).where(eq(user.id, person.id));
  return person;
}
