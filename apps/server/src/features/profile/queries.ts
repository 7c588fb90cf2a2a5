import {
  compactDecimal,
  formatMoney,
  type Language,
  type MeResponse,
  type Profile,
} from '@kapital/shared';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, preparedPerDatabase } from '../../db/client.ts';
import { accounts, settings, user } from '../../db/schema/index.ts';

/** The seed's user document, as the API names its fields. */
export const profileColumns = {
  uid: user.id,
  fullName: user.name,
  firstName: user.firstName,
  userName: user.userName,
  email: user.email,
  emailVerified: user.emailVerified,
  currency: user.currency,
  userBlock: user.userBlock,
  userStatus: user.userStatus,
  userTrading: user.userTrading,
  photoURL: user.image,
  phone: user.phone,
  country: user.country,
  role: user.role,
  language: user.language,
};

export function toProfile(row: Omit<Profile, 'currency'> & { currency: string | null }): Profile {
  return { ...row, currency: row.currency as Profile['currency'] };
}

export async function readProfile(db: Db, userId: string): Promise<Profile | null> {
  const [row] = await db.select(profileColumns).from(user).where(eq(user.id, userId));
  return row ? toProfile(row) : null;
}

/** Sets the language of the user's mail and invoices; false when there is no such user. */
export async function writeLanguage(db: Db, userId: string, language: Language): Promise<boolean> {
  const rows = await db
    .update(user)
    .set({ language, updatedAt: new Date() })
    .where(eq(user.id, userId))
    .returning({ id: user.id });
  return rows.length > 0;
}

/** Built once per database: every signed-in page load runs it. */
const readMeStatement = preparedPerDatabase((db) =>
  db
    .select({
      ...profileColumns,
      balance: accounts.balance,
      menuContact: settings.menuContact,
      rateMYR: settings.rateMYR,
      rateIDR: settings.rateIDR,
      rateSGD: settings.rateSGD,
      rateBND: settings.rateBND,
    })
    .from(user)
    .innerJoin(accounts, and(eq(accounts.ownerId, user.id), eq(accounts.kind, 'wallet')))
    .leftJoin(settings, eq(settings.id, 1))
    .where(eq(user.id, sql.placeholder('userId')))
    .prepare('read_me'),
);

/** The session /api/me answers for: a staff-access one names the admin viewing. */
export interface MeSession {
  userId: string;
  staffAccessBy?: string | null;
  expiresAt: Date;
}

/**
 * Profile, wallet balance and settings in one round trip: the read every screen starts with. A
 * staff-access session adds who is viewing and until when, for the banner.
 */
export async function readMe(db: Db, current: MeSession): Promise<MeResponse | null> {
  const [row] = await readMeStatement(db).execute({ userId: current.userId });
  if (!row) return null;
  const { balance, menuContact, rateMYR, rateIDR, rateSGD, rateBND, ...profile } = row;
  return {
    profile: toProfile(profile),
    balance: formatMoney(balance),
    settings:
      menuContact === null || !rateMYR || !rateIDR || !rateSGD || !rateBND
        ? null
        : {
            menuContact,
            rateMYR: compactDecimal(rateMYR),
            rateIDR: compactDecimal(rateIDR),
            rateSGD: compactDecimal(rateSGD),
            rateBND: compactDecimal(rateBND),
          },
    staffAccess: await staffAccessOf(db, current),
  };
}

async function staffAccessOf(db: Db, current: MeSession): Promise<MeResponse['staffAccess']> {
  if (!current.staffAccessBy) return null;
  const [admin] = await db
    .select({ userName: user.userName })
    .from(user)
    .where(eq(user.id, current.staffAccessBy));
  return {
    staffUserName: admin?.userName ?? '',
    expiresAt: current.expiresAt.toISOString(),
  };
}
