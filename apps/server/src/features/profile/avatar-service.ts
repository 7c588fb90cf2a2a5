import { randomBytes } from 'node:crypto';
import { UPLOAD_ERROR_CODES } from '@kapital/shared';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { user } from '../../db/schema/index.ts';
import type { AppDependencies } from '../../platform/app-dependencies.ts';
import type { SessionUser } from '../../platform/auth/auth.ts';
import { isStaffRole } from '../../platform/auth/guards.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { detectImageType, type ImageType } from '../../platform/storage/detect-image-type.ts';

type AvatarDeps = Pick<AppDependencies, 'database' | 'storage' | 'events'>;

/** `<32 hex>.<ext>`: random, so nobody can guess another user's avatar address. */
export const AVATAR_FILE_ID = /^[0-9a-f]{32}\.(?:jpg|png|webp)$/;
const URL_PREFIX = '/api/files/avatars/';
const storageKey = (fileId: string) => `avatars/${fileId}`;

/** The file id inside a photoURL, or null for a URL this server did not hand out. */
function fileIdOf(photoURL: string | null): string | null {
  if (!photoURL?.startsWith(URL_PREFIX)) return null;
  const fileId = photoURL.slice(URL_PREFIX.length);
  return AVATAR_FILE_ID.test(fileId) ? fileId : null;
}

const unsupportedImage = () =>
  new AppError(415, UPLOAD_ERROR_CODES.unsupportedFileType, 'Use a JPEG, PNG or WebP image', {
    avatar: 'Use a JPEG, PNG or WebP image',
  });

/** Stores a new avatar, points the user at it and removes the one it replaces. */
export async function replaceAvatar(
  deps: AvatarDeps,
  userId: string,
  bytes: Buffer,
  log: FastifyBaseLogger,
): Promise<string> {
  const type = detectImageType(bytes);
  if (!type) throw unsupportedImage();
  const fileId = `${randomBytes(16).toString('hex')}.${type.extension}`;
  await deps.storage.put(storageKey(fileId), bytes, type.contentType);
  const photoURL = `${URL_PREFIX}${fileId}`;
  let previous: string | null;
  try {
    previous = await swapPhotoURL(deps, userId, photoURL);
  } catch (error) {
    await deleteAvatarFile(deps, photoURL, log);
    throw error;
  }
  await deleteAvatarFile(deps, previous, log);
  return photoURL;
}

export async function removeAvatar(
  deps: AvatarDeps,
  userId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  await deleteAvatarFile(deps, await swapPhotoURL(deps, userId, null), log);
}

/** Sets user.image and returns the value it had, under a row lock so no replaced file is missed. */
async function swapPhotoURL(
  deps: AvatarDeps,
  userId: string,
  photoURL: string | null,
): Promise<string | null> {
  const previous = await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ image: user.image })
      .from(user)
      .where(eq(user.id, userId))
      .for('update');
    await tx
      .update(user)
      .set({ image: photoURL, updatedAt: new Date() })
      .where(eq(user.id, userId));
    return row?.image ?? null;
  });
  await deps.events.publish({ type: 'user.changed', userId });
  return previous;
}

/**
 * Once no profile points at a file, nobody can fetch it any more; failing to delete it leaves an
 * orphan to log, not a reason to fail a change that has already been saved.
 */
async function deleteAvatarFile(
  deps: AvatarDeps,
  photoURL: string | null,
  log: FastifyBaseLogger,
): Promise<void> {
  const fileId = fileIdOf(photoURL);
  if (!fileId) return;
  try {
    await deps.storage.delete(storageKey(fileId));
  } catch (error) {
    log.warn({ err: error, key: storageKey(fileId) }, 'could not delete an avatar file');
  }
}

/**
 * An avatar for its owner or for staff; null for everyone else, as for a file that does not
 * exist, so a stranger cannot even learn that an address is in use.
 */
export async function readAvatar(
  deps: AvatarDeps,
  fileId: string,
  viewer: SessionUser,
): Promise<{ body: Buffer; type: ImageType } | null> {
  const photoURL = `${URL_PREFIX}${fileId}`;
  // The session already holds the viewer's own photoURL; only staff need the lookup (which
  // also keeps replaced files that could not be deleted out of reach).
  const allowed =
    viewer.image === photoURL ||
    (isStaffRole(viewer.role) && (await photoURLInUse(deps, photoURL)));
  if (!allowed) return null;
  const file = await deps.storage.get(storageKey(fileId));
  // The bytes were checked on upload; checking again means a file altered on disk or in the
  // bucket is never served under an image type it does not have.
  const type = file && detectImageType(file.body);
  return file && type ? { body: file.body, type } : null;
}

async function photoURLInUse(deps: AvatarDeps, photoURL: string): Promise<boolean> {
  const [row] = await deps.database.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.image, photoURL))
    .limit(1);
  return row !== undefined;
}
