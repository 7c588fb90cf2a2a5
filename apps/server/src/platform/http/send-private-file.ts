import type { FastifyReply } from 'fastify';

/** A stored file already checked against who asks, typed by its own bytes. */
export interface PrivateFile {
  body: Buffer;
  type: { contentType: string; extension: string };
}

/**
 * Sends a private file (an avatar, a KYC document, a deposit proof, a chat image) as
 * `{name}.{extension}`. Images open in the browser; a PDF is downloaded rather than rendered by
 * a viewer. Nothing is cached (signing out must leave no copy behind on a shared computer), and
 * opened on its own the response can run nothing and reach nothing.
 */
export function sendPrivateFile(reply: FastifyReply, file: PrivateFile, name: string) {
  const { contentType, extension } = file.type;
  const disposition = extension === 'pdf' ? 'attachment' : 'inline';
  return reply
    .type(contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `${disposition}; filename="${name}.${extension}"`)
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox")
    .send(file.body);
}
