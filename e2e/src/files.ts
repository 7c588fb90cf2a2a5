import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

/** One row of RGB pixels (3 bytes each) of a `size`-wide image. */
export type PixelRow = (row: number, size: number) => Buffer;

/** Alternating grey stripes: they compress to almost nothing, so the file stays small. */
export const stripedRow: PixelRow = (row, size) => Buffer.alloc(size * 3, row % 2 ? 0x3c : 0x9a);

/** Random pixels do not compress, so a large image takes a while to upload. */
export const noisyRow: PixelRow = (_row, size) => randomBytes(size * 3);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A real `size`×`size` RGB PNG, as a phone's scan or screenshot would be. */
export function png(size: number, pixelRow: PixelRow = stripedRow): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const rows = Array.from({ length: size }, (_, row) =>
    Buffer.concat([Buffer.from([0]), pixelRow(row, size)]),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal one-page PDF. */
export const ONE_PAGE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * Writes `bytes` into `dir` under `name`, behind a random prefix so that the same name can be
 * written again; returns the file's path, for a file chooser.
 */
export function fileIn(dir: string, name: string, bytes: Buffer): string {
  const file = path.join(dir, `${randomBytes(4).toString('hex')}-${name}`);
  writeFileSync(file, bytes);
  return file;
}
