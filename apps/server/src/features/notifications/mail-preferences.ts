import { MAIL_TOPICS, type MailPreferences, type MailTopic } from '@kapital/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailPreference } from '../../db/schema/index.ts';

/** The topics the user turned off; none without a row (every topic is on until they choose). */
export async function mutedTopicsOf(db: Db, userId: string): Promise<MailTopic[]> {
  const [row] = await db
    .select({ mutedTopics: mailPreference.mutedTopics })
    .from(mailPreference)
    .where(eq(mailPreference.userId, userId));
  return row?.mutedTopics ?? [];
}

function preferencesFrom(muted: readonly MailTopic[]): MailPreferences {
  return Object.fromEntries(
    MAIL_TOPICS.map((topic) => [topic, !muted.includes(topic)]),
  ) as MailPreferences;
}

export async function readMailPreferences(db: Db, userId: string): Promise<MailPreferences> {
  return preferencesFrom(await mutedTopicsOf(db, userId));
}

/**
 * Saves every topic at once (the body names them all), so a repeated PUT is harmless and two at
 * once leave one of them whole, never a mix.
 */
export async function saveMailPreferences(
  db: Db,
  userId: string,
  preferences: MailPreferences,
  now: Date,
): Promise<MailPreferences> {
  const mutedTopics = MAIL_TOPICS.filter((topic) => !preferences[topic]);
  await db
    .insert(mailPreference)
    .values({ userId, mutedTopics, updatedAt: now })
    .onConflictDoUpdate({ target: mailPreference.userId, set: { mutedTopics, updatedAt: now } });
  return preferencesFrom(mutedTopics);
}
