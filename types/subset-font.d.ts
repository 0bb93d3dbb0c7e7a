// subset-font ships no types; scripts/subset-fonts.mjs uses this much of it (its README's API).
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2';
    preserveNameIds?: number[];
    keepFeatures?: string[];
  }
  export default function subsetFont(
    buffer: Buffer,
    text: string | undefined,
    options?: SubsetFontOptions,
  ): Promise<Buffer>;
}
