// What every operation of the REST document carries even when its route declares nothing: an
// empty `security` list on a public operation (so no global requirement is assumed) and an
// operationId, which client generators name their functions after. Routes keep declaring
// their own; this fills in the rest when the document is generated.

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * `/api/getProduct/{id}` (its one method) is `getProduct`; a path with several methods or
 * segments is the method and its segments: `deleteWishlistByProductId`.
 */
export function operationIdFor(route: string, method: string, methodsOfPath: number): string {
  const segments = route
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean);
  const words = segments.filter((s) => !s.startsWith('{'));
  if (methodsOfPath === 1 && segments.length - words.length <= 1 && words.length === 1) return words[0]!;
  return (
    method + segments.map((s) => (s.startsWith('{') ? `By${capitalised(s.slice(1, -1))}` : capitalised(s))).join('')
  );
}

/** Fills in `security: []` and an operationId where an operation has none; answers the same document. */
export function withOperationDefaults<D extends { paths?: unknown }>(doc: D): D {
  if (!isRecord(doc.paths)) return doc;
  for (const [route, item] of Object.entries(doc.paths)) {
    if (!isRecord(item)) continue;
    const methods = METHODS.filter((m) => isRecord(item[m]));
    for (const method of methods) {
      const operation = item[method];
      if (!isRecord(operation)) continue;
      operation.security ??= [];
      operation.operationId ??= operationIdFor(route, method, methods.length);
    }
  }
  return doc;
}
