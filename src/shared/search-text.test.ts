import { describe, expect, it } from 'vitest';
import { indexText, parseQuery, searchDocument, searchWords, wordsHold } from './search-text';

describe('searchWords', () => {
  it('lower-cases, folds accents and breaks on anything not a letter or digit', () => {
    expect(searchWords('Jhumkā, KUNDAN & "Polki"-set 22K')).toEqual(['jhumka', 'kundan', 'polki', 'set', '22k']);
  });
});

describe('indexText', () => {
  it('keeps every word and adds the canonical form of synonyms and phrases', () => {
    expect(indexText('Peacock Jhumki')).toBe('peacock jhumki jhumka');
    expect(indexText('Gold nose ring')).toBe('gold nose ring nath');
    expect(indexText('Bridal haar with uncut diamonds')).toBe('bridal haar with uncut diamonds necklace polki');
  });
  it('builds both texts of a product', () => {
    expect(
      searchDocument({
        name: 'Tode Kada',
        description: 'Plain',
        categoryName: 'Bangles',
        metal: 'gold',
        stoneKinds: ['ruby', 'other'],
      }),
    ).toEqual({
      nameText: 'tode kada',
      bodyText: 'plain bangles gold ruby',
    });
  });
});

describe('parseQuery', () => {
  it('takes whole words as terms and the last as a prefix', () => {
    expect(parseQuery('mor rin')).toMatchObject({ terms: ['mor'], prefix: 'rin', empty: false });
    expect(parseQuery('mor ring ')).toMatchObject({ terms: ['mor', 'ring'], prefix: undefined });
  });
  it('reduces synonyms to their canonical form', () => {
    expect(parseQuery('kangan')).toMatchObject({ terms: ['kada'], prefix: undefined });
    expect(parseQuery('maang tikka')).toMatchObject({ terms: ['tikka'], prefix: undefined });
    expect(parseQuery('uncut diamond')).toMatchObject({ terms: ['polki'] });
  });
  it('reads purities and bangle sizes as structured words', () => {
    expect(parseQuery('22K jhumka')).toMatchObject({ purities: ['22K'], terms: [], prefix: 'jhumka' });
    expect(parseQuery('18kt')).toMatchObject({ purities: ['18K'] });
    expect(parseQuery('kada 2.4')).toMatchObject({ terms: ['kada'], sizes: ['2.4'] });
  });
  it('drops short words and stopwords, and says when nothing is left', () => {
    expect(parseQuery('a ring of')).toMatchObject({ terms: ['ring'], prefix: undefined });
    expect(parseQuery('the')).toMatchObject({ empty: true });
    expect(parseQuery('')).toMatchObject({ empty: false, terms: [], prefix: undefined });
  });
  it('keeps short numbers as whole words padded to the index length, on both sides', () => {
    expect(parseQuery('anklet 07')).toMatchObject({ terms: ['payal', '007'], prefix: undefined });
    expect(parseQuery('anklet 7')).toMatchObject({ terms: ['payal', '007'] });
    expect(indexText('Paging Test Anklet 07')).toContain('007');
    expect(indexText('Anklet 123')).not.toContain('0123');
  });
  it('leaves nothing of the index syntax', () => {
    const parsed = parseQuery('"ring" NEAR(mor) -kada* {name_text}: ^x');
    for (const w of [...parsed.terms, parsed.prefix ?? '']) expect(w).toMatch(/^[\p{L}\p{N}]*$/u);
  });
});

describe('wordsHold', () => {
  it('wants every term whole and a word that starts with the prefix', () => {
    const words = indexText('Mor Ring 07').split(' ');
    expect(wordsHold(words, parseQuery('ring mor'))).toBe(true);
    expect(wordsHold(words, parseQuery('mor ri'))).toBe(true);
    expect(wordsHold(words, parseQuery('morr ring '))).toBe(false);
    expect(wordsHold(words, parseQuery('ring 7'))).toBe(true);
    expect(wordsHold(words, parseQuery('kada ring'))).toBe(false);
  });
});
