import { describe, expect, it } from 'vitest';
import { photoOriginFor, withAbsolutePhotoUrls } from './photo-urls';

const KEY = '0123456789abcdef0123456789abcdef';
const ORIGIN = 'https://shop.example';

describe('photo URLs in JSON', () => {
  it('are absolute only with both PUBLIC_ORIGIN and CORS_ORIGINS', () => {
    expect(photoOriginFor({ PUBLIC_ORIGIN: `${ORIGIN}/`, CORS_ORIGINS: ['https://a.example'] })).toBe(ORIGIN);
    expect(photoOriginFor({ PUBLIC_ORIGIN: ORIGIN, CORS_ORIGINS: [] })).toBeUndefined();
    expect(photoOriginFor({ PUBLIC_ORIGIN: undefined, CORS_ORIGINS: ['https://a.example'] })).toBeUndefined();
  });

  it('prefix photo URLs and srcsets anywhere in an answer, and nothing else', () => {
    const srcset = `/uploads/${KEY}-320.webp 320w, /uploads/${KEY}-640.webp 640w`;
    const answer = {
      photo: `/uploads/${KEY}-640.webp`,
      srcset,
      photos: [{ url: `/uploads/${KEY}-1024.webp`, alt: `/uploads/${KEY}-640.webp is a photo` }],
      description: `see /uploads/${KEY}-640.webp`,
      other: '/uploads/not-a-key-640.webp',
      total: 5,
      none: null,
    };
    expect(withAbsolutePhotoUrls(answer, ORIGIN)).toEqual({
      ...answer,
      photo: `${ORIGIN}/uploads/${KEY}-640.webp`,
      srcset: `${ORIGIN}/uploads/${KEY}-320.webp 320w, ${ORIGIN}/uploads/${KEY}-640.webp 640w`,
      photos: [{ url: `${ORIGIN}/uploads/${KEY}-1024.webp`, alt: `/uploads/${KEY}-640.webp is a photo` }],
    });
    // The answer given is not changed (it may be the read cache's).
    expect(answer.photo).toBe(`/uploads/${KEY}-640.webp`);
  });
});
