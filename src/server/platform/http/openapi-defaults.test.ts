import { describe, expect, it } from 'vitest';
import { operationIdFor, withOperationDefaults } from './openapi-defaults';

describe('operation defaults of the REST document', () => {
  it('names an operation after its path, with the method where a path has several', () => {
    expect(operationIdFor('/api/getProduct/{id}', 'get', 1)).toBe('getProduct');
    expect(operationIdFor('/api/signup', 'post', 1)).toBe('signup');
    expect(operationIdFor('/api/wishlist/{productId}', 'delete', 2)).toBe('deleteWishlistByProductId');
    expect(operationIdFor('/api/products/{id}/photos', 'post', 1)).toBe('postProductsByIdPhotos');
  });

  it('marks an operation without security public, and keeps what a route declared', () => {
    const doc = withOperationDefaults({
      paths: {
        '/api/me': { get: { summary: 'x' } },
        '/api/cart': { get: { operationId: 'cart', security: [{ bearerAuth: [] }] }, post: {} },
      },
    });
    expect(doc.paths['/api/me'].get).toEqual({ summary: 'x', security: [], operationId: 'me' });
    expect(doc.paths['/api/cart'].get).toEqual({ operationId: 'cart', security: [{ bearerAuth: [] }] });
    expect(doc.paths['/api/cart'].post).toEqual({ security: [], operationId: 'postCart' });
  });
});
