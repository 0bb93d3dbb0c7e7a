import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_RENDITION_WIDTHS } from '@shared/constants';
import type { ImageStore } from '../platform/images/images';

// Rendering a demo picture and encoding its three WebP renditions costs a few hundred
// milliseconds; the demo catalogue has hundreds. The renditions the image store made are kept
// here by a hash of the drawing, so a second fresh database (every e2e start) copies files
// instead of encoding them again. A changed drawing has a new hash; stale entries are harmless.

/** Bump to throw every cached picture away (say, when the image store's encoding changes). */
const CACHE_VERSION = 'demo-art-1';

export const DEFAULT_ART_CACHE_DIR = path.resolve('.tmp/demo-art-cache');

export interface ArtCache {
  /** True when this drawing's renditions are cached (storing it is then a copy). */
  has(svg: string): Promise<boolean>;
  /** The image key of this drawing in the store: copied from the cache, or rendered, stored and cached. */
  store(svg: string, render: () => Promise<Buffer>): Promise<string>;
}

const renditions = (dir: string, key: string) => IMAGE_RENDITION_WIDTHS.map((w) => path.join(dir, `${key}-${w}.webp`));

const hashOf = (svg: string) => createHash('sha256').update(CACHE_VERSION).update(svg).digest('hex').slice(0, 32);

export function createArtCache(images: ImageStore, dir: string | null): ArtCache {
  return {
    async has(svg) {
      if (dir === null) return false;
      const found = await Promise.all(
        renditions(dir, hashOf(svg)).map((file) =>
          fs.access(file).then(
            () => true,
            () => false,
          ),
        ),
      );
      return found.every(Boolean);
    },
    async store(svg, render) {
      if (dir === null) return images.save(await render());
      const cached = renditions(dir, hashOf(svg));
      const copied = randomBytes(16).toString('hex');
      try {
        await fs.mkdir(images.dir, { recursive: true });
        const targets = renditions(images.dir, copied);
        await Promise.all(cached.map((file, i) => fs.copyFile(file, targets[i]!)));
        return copied;
      } catch {
        // Not cached yet (or only in part): render through the store, then keep its renditions.
        await images.remove(copied);
      }
      const key = await images.save(await render());
      try {
        await fs.mkdir(dir, { recursive: true });
        await Promise.all(
          renditions(images.dir, key).map(async (file, i) => {
            const tmp = `${cached[i]!}.${process.pid}.tmp`;
            await fs.copyFile(file, tmp);
            await fs.rename(tmp, cached[i]!);
          }),
        );
      } catch {
        // A cache that cannot be written only costs time on the next start.
      }
      return key;
    },
  };
}
