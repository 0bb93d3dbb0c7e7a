import { UPLOADS_URL_PREFIX } from '@shared/constants';
import type { Config } from '@server/config';

// Photo URLs are written relative (`/uploads/<key>-640.webp`) everywhere they are built. A client
// served from another origin (CORS_ORIGINS, the first version's client) cannot resolve them, so
// with both CORS_ORIGINS and PUBLIC_ORIGIN set, the JSON answers of the API carry them absolute
// (issue 26). This file decides when and how; the tRPC layer applies it to every answer, which
// covers the REST door too (its routes call the procedures). Server-rendered pages keep them
// relative: they are on our origin.

/** `/uploads/<32 hex>-<width>.webp`, as images.ts names renditions. */
const PHOTO = `${UPLOADS_URL_PREFIX}[a-f0-9]{32}-\\d+\\.webp`;
/** A whole photo URL, or a whole srcset of them (`<url> 320w, <url> 640w`). */
const PHOTO_VALUE = new RegExp(`^${PHOTO}(?: \\d+w(?:, ${PHOTO} \\d+w)*)?$`);
const PREFIX_IN_VALUE = new RegExp(`(^|, )${UPLOADS_URL_PREFIX}`, 'g');

/** The origin photo URLs in JSON are prefixed with, or undefined to keep them relative. */
export function photoOriginFor(config: Pick<Config, 'PUBLIC_ORIGIN' | 'CORS_ORIGINS'>): string | undefined {
  if (!config.PUBLIC_ORIGIN || config.CORS_ORIGINS.length === 0) return undefined;
  return config.PUBLIC_ORIGIN.replace(/\/+$/, '');
}

/**
 * `value` with every photo URL (and srcset) in it made absolute on `origin`; other strings, and
 * text that merely mentions a photo, are left alone. Returns new objects; `value` is not changed
 * (it may be a cached answer).
 */
export function withAbsolutePhotoUrls(value: unknown, origin: string): unknown {
  if (typeof value === 'string')
    return PHOTO_VALUE.test(value) ? value.replace(PREFIX_IN_VALUE, `$1${origin}${UPLOADS_URL_PREFIX}`) : value;
  if (Array.isArray(value)) return value.map((item) => withAbsolutePhotoUrls(item, origin));
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = withAbsolutePhotoUrls(item, origin);
  return out;
}
