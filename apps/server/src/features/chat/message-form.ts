import multipart from '@fastify/multipart';
import {
  CHAT_CLIENT_ID_FIELD,
  CHAT_IMAGE_FIELD,
  CHAT_IMAGE_MAX_BYTES,
  CHAT_TEXT_FIELD,
  ERROR_CODES,
  UPLOAD_ERROR_CODES,
} from '@kapital/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error.ts';

const TOO_LARGE = `The image is larger than ${CHAT_IMAGE_MAX_BYTES / (1024 * 1024)} MB`;

export interface ChatMessageForm {
  /** The route's preValidation: a multipart send becomes the JSON body's fields. */
  preValidation: (request: FastifyRequest) => Promise<void>;
  /** The image of a multipart send, or undefined. */
  imageOf: (request: FastifyRequest) => Buffer | undefined;
}

/**
 * Sending a chat message as multipart (text, clientId and one image) in the scope of `app`: a
 * multipart send becomes the same body as a JSON one before validation, so both are checked by
 * the one shared schema; the image's bytes wait in memory (5 MB at most), so nothing is stored
 * before every check has passed.
 */
export async function chatMessageForm(app: FastifyInstance): Promise<ChatMessageForm> {
  await app.register(multipart, {
    // Two short fields and one image: anything more is refused early.
    limits: {
      fileSize: CHAT_IMAGE_MAX_BYTES,
      files: 1,
      fields: 2,
      fieldSize: 16 * 1024,
      parts: 3,
      headerPairs: 20,
    },
  });
  const images = new WeakMap<FastifyRequest, Buffer>();

  async function preValidation(request: FastifyRequest): Promise<void> {
    if (!request.isMultipart()) return;
    const fields: Record<string, string> = {};
    let image: Buffer | undefined;
    try {
      // Read to the end, so a second file is refused (files limit) rather than ignored.
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (part.fieldname === CHAT_TEXT_FIELD || part.fieldname === CHAT_CLIENT_ID_FIELD) {
            fields[part.fieldname] = typeof part.value === 'string' ? part.value : '';
          }
          continue;
        }
        if (part.fieldname !== CHAT_IMAGE_FIELD) {
          const message = `Send the image in the field "${CHAT_IMAGE_FIELD}"`;
          throw new AppError(400, UPLOAD_ERROR_CODES.fileRequired, message, {
            [CHAT_IMAGE_FIELD]: message,
          });
        }
        const bytes = await part.toBuffer();
        // An empty file input is sent as a part with no bytes: refused, not taken for no image.
        if (bytes.length === 0) {
          throw new AppError(400, UPLOAD_ERROR_CODES.fileRequired, 'The image is empty', {
            [CHAT_IMAGE_FIELD]: 'The image is empty',
          });
        }
        image = bytes;
      }
    } catch (error) {
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
        throw new AppError(413, UPLOAD_ERROR_CODES.fileTooLarge, TOO_LARGE, {
          [CHAT_IMAGE_FIELD]: TOO_LARGE,
        });
      }
      if (error instanceof AppError) throw error;
      // Only the request body is read here: not multipart, too many parts, cut short.
      throw new AppError(
        400,
        ERROR_CODES.validation,
        `Send "${CHAT_TEXT_FIELD}", "${CHAT_CLIENT_ID_FIELD}" and at most one "${CHAT_IMAGE_FIELD}" as multipart/form-data`,
      );
    }
    if (image) images.set(request, image);
    request.body = {
      text: fields[CHAT_TEXT_FIELD] ?? '',
      clientId: fields[CHAT_CLIENT_ID_FIELD] ?? '',
    };
  }

  return { preValidation, imageOf: (request) => images.get(request) };
}
