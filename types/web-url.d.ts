// The one web API src/shared uses: URLSearchParams, which both the browser and Node provide.
// src/shared is compiled without the DOM and without Node (src/shared/tsconfig.json), so this
// declares the part it uses; the client's and the server's own programs use their real types.
declare class URLSearchParams implements Iterable<[string, string]> {
  constructor(init?: string | URLSearchParams | Record<string, string> | Array<[string, string]>);
  append(name: string, value: string): void;
  delete(name: string): void;
  get(name: string): string | null;
  getAll(name: string): string[];
  has(name: string): boolean;
  set(name: string, value: string): void;
  sort(): void;
  toString(): string;
  entries(): IterableIterator<[string, string]>;
  keys(): IterableIterator<string>;
  values(): IterableIterator<string>;
  forEach(callback: (value: string, key: string) => void): void;
  [Symbol.iterator](): IterableIterator<[string, string]>;
  readonly size: number;
}
