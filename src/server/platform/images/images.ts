import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { IMAGE_MAIN_WIDTH, IMAGE_RENDITION_WIDTHS, UPLOADS_URL_PREFIX } from '@shared/constants';
import { AppError } from '@shared/errors';
import { IMAGE_MESSAGES } from '@shared/messages/back-office';

// Uploads are trusted only when their bytes decode as a raster image of an allowed format.
// What is stored is never the upload itself but WebP renditions re-encoded by sharp, under
// names the server chooses.

/** Keys looked up in one query by the sweep. */
const SWEEP_BATCH = 500;

const ALLOWED_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'gif']);

export interface ImageLimits {
  maxBytes: number;
  maxPixels: number;
}

export interface ImageStore {
  /** Validates and stores renditions; returns the key that names them. Throws AppError. */
  save(data: Uint8Array): Promise<string>;
  remove(key: string | null | undefined): Promise<void>;
  dir: string;
}

/**
 * An upload file left behind by a crash (kill -9 between a rendition and the row, or during a
 * rendition) is swept at start once it is this old; younger ones may be an upload in progress
 * on another instance sharing the directory.
 */
export const ORPHAN_UPLOAD_MIN_AGE_MS = 60 * 60 * 1000;

/** What the store writes: `<key>-<width>.webp`, and `.<key>-<width>.tmp` while a rendition is written. */
const UPLOAD_FILE = /^(?:\.([a-f0-9]{32})-\d+\.tmp|([a-f0-9]{32})-\d+\.webp)$/;

export function imageUrl(key: string, width: number = IMAGE_MAIN_WIDTH): string {
  return `${UPLOADS_URL_PREFIX}${key}-${width}.webp`;
}

export function imageSrcset(key: string): string {
  return IMAGE_RENDITION_WIDTHS.map((w) => `${imageUrl(key, w)} ${w}w`).join(', ');
}

export function isImageKey(key: string): boolean {
  return /^[a-f0-9]{32}$/.test(key);
}

// A polyglot is a file that is an image and something else too: markup a browser would run if
// the bytes were ever served as they are, or data hidden after the image's end (GIF/JS, PNG+HTML).
// Only re-encoded renditions are ever stored, so this is defence in depth, and it refuses rather
// than cleans: a genuine photo has neither. (JPEG is not checked for trailing data: phones append
// motion-photo video after the image.)
const ACTIVE_CONTENT = /<\s*(?:script|html|svg|iframe|object|embed|body|\?php|!doctype)\b|javascript:/i;
const PNG_IEND = Buffer.from('IEND', 'latin1');

function isPolyglot(format: string, data: Uint8Array): boolean {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (ACTIVE_CONTENT.test(bytes.toString('latin1'))) return true;
  if (format === 'gif') return bytes[bytes.length - 1] !== 0x3b;
  if (format === 'png') {
    // Without IEND the file is cut short, which decoding reports as unreadable.
    const iend = bytes.lastIndexOf(PNG_IEND);
    return iend !== -1 && iend + 8 !== bytes.length;
  }
  return false;
}

export function createImageStore(dir: string, limits: ImageLimits): ImageStore {
  async function inspect(data: Uint8Array) {
    if (data.byteLength > limits.maxBytes)
      throw new AppError('TOO_LARGE', IMAGE_MESSAGES.tooLarge(Math.round(limits.maxBytes / 1024 / 1024)));
    let meta: Metadata;
    try {
      meta = await sharp(data, { limitInputPixels: false, failOn: 'error' }).metadata();
    } catch {
      throw new AppError('UNSUPPORTED_MEDIA', IMAGE_MESSAGES.notAnImage);
    }
    const format = meta.format ?? '';
    if (!ALLOWED_FORMATS.has(format)) throw new AppError('UNSUPPORTED_MEDIA', IMAGE_MESSAGES.notAnImage);
    if (isPolyglot(format, data)) throw new AppError('UNSUPPORTED_MEDIA', IMAGE_MESSAGES.notAnImage);
    if (format === 'heif' && meta.compression !== 'av1')
      throw new AppError('UNSUPPORTED_MEDIA', IMAGE_MESSAGES.notAnImage);
    const pixels = (meta.width ?? 0) * (meta.height ?? 0) * (meta.pages ?? 1);
    if (!meta.width || !meta.height) throw new AppError('UNSUPPORTED_MEDIA', IMAGE_MESSAGES.notAnImage);
    if (pixels > limits.maxPixels)
      throw new AppError('TOO_LARGE', IMAGE_MESSAGES.tooManyPixels(Math.round(limits.maxPixels / 1_000_000)));
  }

  async function remove(key: string | null | undefined) {
    if (!key || !isImageKey(key)) return;
    await Promise.all(IMAGE_RENDITION_WIDTHS.map((w) => fs.rm(path.join(dir, `${key}-${w}.webp`), { force: true })));
  }

  return {
    dir,
    remove,
    async save(data) {
      await inspect(data);
      await fs.mkdir(dir, { recursive: true });
      const key = randomBytes(16).toString('hex');
      try {
        for (const width of IMAGE_RENDITION_WIDTHS) {
          // failOn 'error' refuses truncated or corrupt data instead of rendering grey.
          const out = await sharp(data, { limitInputPixels: limits.maxPixels, failOn: 'error', animated: false })
            .rotate()
            .resize({ width, withoutEnlargement: false, fit: 'inside' })
            .webp({ quality: 80, effort: 4 })
            .toBuffer();
          const tmp = path.join(dir, `.${key}-${width}.tmp`);
          await fs.writeFile(tmp, out);
          await fs.rename(tmp, path.join(dir, `${key}-${width}.webp`));
        }
      } catch (err) {
        await remove(key);
        await Promise.all(
          IMAGE_RENDITION_WIDTHS.map((w) => fs.rm(path.join(dir, `.${key}-${w}.tmp`), { force: true })),
        );
        if (err instanceof AppError) throw err;
        throw new AppError('UNSUPPORTED_MEDIA', IMAGE_MESSAGES.unreadable, { cause: err });
      }
      return key;
    },
  };
}

/**
 * Removes the upload files in `dir` (renditions and half-written temporary files) of keys that
 * `inUse` does not name and that are older than `minAgeMs`; returns how many files went. Other
 * files are left alone.
 */
export async function sweepOrphanUploads(
  dir: string,
  inUse: (keys: string[]) => Promise<Set<string>>,
  now: number,
  minAgeMs = ORPHAN_UPLOAD_MIN_AGE_MS,
): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return 0; // no uploads yet
  }
  const old = new Map<string, string[]>();
  for (const name of names) {
    const match = UPLOAD_FILE.exec(name);
    const key = match?.[1] ?? match?.[2];
    if (!key) continue;
    const stat = await fs.stat(path.join(dir, name)).catch(() => undefined);
    if (!stat?.isFile() || now - stat.mtimeMs < minAgeMs) continue;
    old.set(key, [...(old.get(key) ?? []), name]);
  }
  let removed = 0;
  const keys = [...old.keys()];
  for (let i = 0; i < keys.length; i += SWEEP_BATCH) {
    const batch = keys.slice(i, i + SWEEP_BATCH);
    const kept = await inUse(batch);
    for (const key of batch) {
      if (kept.has(key)) continue;
      for (const name of old.get(key) ?? []) {
        await fs.rm(path.join(dir, name), { force: true });
        removed += 1;
      }
    }
  }
  return removed;
}
