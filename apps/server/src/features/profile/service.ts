import {
  ERROR_CODES,
  type Language,
  type LanguageResponse,
  type Profile,
  type updateProfileBody,
} from '@kapital/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { user } from '../../db/schema/index.ts';
import type { AppDependencies } from '../../platform/app-dependencies.ts';
import { AppError, SQL_UNIQUE_VIOLATION, sqlState } from '../../platform/http/app-error.ts';
import { profileColumns, toProfile, writeLanguage } from './queries.ts';

type UpdateProfileInput = z.output<typeof updateProfileBody>;

/**
 * Saves what a user may change about themselves and returns the new profile. Usernames are
 * stored lower-case (the shared schema folds them), so the unique index on user_name makes them
 * unique in any case; it also settles two users racing for one name, so no lookup comes first.
 */
export async function updateProfile(
  deps: Pick<AppDependencies, 'database' | 'events'>,
  userId: string,
  input: UpdateProfileInput,
): Promise<Profile> {
  try {
    const [row] = await deps.database.db
      .update(user)
      .set({
        name: input.fullName,
        firstName: input.firstName,
        userName: input.userName,
        currency: input.currency,
        phone: input.phone,
        country: input.country,
        updatedAt: new Date(),
      })
      .where(eq(user.id, userId))
      .returning(profileColumns);
    if (!row) throw new AppError(404, ERROR_CODES.notFound, 'No such document!');
    await deps.events.publish({ type: 'user.changed', userId });
    return toProfile(row);
  } catch (error) {
    // user_name is the only unique column this update writes.
    if (sqlState(error) === SQL_UNIQUE_VIOLATION) {
      throw new AppError(409, ERROR_CODES.usernameTaken, 'This username is taken', {
        userName: 'This username is taken. Choose another one.',
      });
    }
    throw error;
  }
}

/**
 * Sets the language of the user's mail and invoices. Sessions carry the user's row, so every
 * instance reads it again (user.changed): a mail sent from a session is in the new language.
 */
export async function setLanguage(
  deps: Pick<AppDependencies, 'database' | 'events'>,
  userId: string,
  language: Language,
): Promise<LanguageResponse> {
  if (!(await writeLanguage(deps.database.db, userId, language))) {
    throw new AppError(404, ERROR_CODES.notFound, 'No such document!');
  }
  await deps.events.publish({ type: 'user.changed', userId });
  return { language };
}
