import { ALL_PURITIES, BANGLE_SIZES, type Purity } from './constants';
import { SEARCH_MIN_TOKEN_LENGTH, SEARCH_STOPWORDS, SEARCH_SYNONYMS } from './search-synonyms';

// The one normalisation of search text, used to write the index and to read a query, so that
// both sides agree: lower case, accents folded (jhumkā = jhumka), anything that is not a letter
// or a digit is a word break, synonyms reduced to their canonical form.

/** Lower-cased, accents folded, split into words of letters and digits. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

const CANONICAL = new Map<string, string>();
const PHRASES: Array<{ words: string[]; canonical: string }> = [];
for (const group of SEARCH_SYNONYMS) {
  const canonical = group[0] ?? '';
  for (const entry of group) {
    const words = searchWords(entry);
    if (words.length === 1) CANONICAL.set(words[0] ?? '', canonical);
    else PHRASES.push({ words, canonical });
  }
}

/**
 * A number shorter than the index's shortest word ("7", "07") as a word the index keeps: padded
 * with zeros to that length ("007"), so that "Anklet 07" and "anklet 7" find the same piece on
 * both databases (MySQL's FULLTEXT drops words under three characters). Undefined for anything
 * else.
 */
export function shortNumberToken(word: string): string | undefined {
  return /^\d+$/.test(word) && word.length < SEARCH_MIN_TOKEN_LENGTH
    ? word.padStart(SEARCH_MIN_TOKEN_LENGTH, '0')
    : undefined;
}

/** The canonical form of a single word (itself when it has no synonyms). */
export function canonicalWord(word: string): string {
  return CANONICAL.get(word) ?? word;
}

/** The canonical forms of the synonym phrases ("nose ring") found in a run of words. */
function phraseCanonicals(words: string[]): string[] {
  const found: string[] = [];
  for (const phrase of PHRASES) {
    for (let i = 0; i + phrase.words.length <= words.length; i++) {
      if (phrase.words.every((w, j) => words[i + j] === w)) {
        found.push(phrase.canonical);
        break;
      }
    }
  }
  return found;
}

/**
 * Text as the index stores it: every word as written, then the canonical forms of its words and
 * phrases that differ, so that an exact, a prefix and a synonym query all find it.
 */
export function indexText(text: string): string {
  const words = searchWords(text);
  const extra = new Set<string>();
  for (const w of words) {
    const c = canonicalWord(w);
    if (c !== w) extra.add(c);
    const n = shortNumberToken(w);
    if (n) extra.add(n);
  }
  for (const c of phraseCanonicals(words)) extra.add(c);
  return [...words, ...[...extra].filter((c) => !words.includes(c))].join(' ');
}

export interface ParsedQuery {
  /** Whole words every result must contain (canonical forms). */
  terms: string[];
  /** The last word as typed, matched as a prefix; undefined when the query ends in a whole term. */
  prefix: string | undefined;
  /** Purities named in the query (22K, 925): matched on the structured column, not the text. */
  purities: Purity[];
  /** Bangle sizes named in the query (2.4): matched on the product's sizes. */
  sizes: string[];
  /** True when the query had text but nothing that can be searched (only short words or stopwords). */
  empty: boolean;
}

const PURITY_BY_TOKEN = new Map<string, Purity>(ALL_PURITIES.map((p) => [p.toLowerCase(), p]));
const BANGLE_SIZE_SET = new Set<string>(BANGLE_SIZES);

/**
 * A shopper's query as terms for the full-text index and structured matches. Nothing of the
 * query's own syntax survives: words are letters and digits only, and the index query is built
 * from them by the repository with its own quoting.
 */
export function parseQuery(q: string): ParsedQuery {
  const purities: Purity[] = [];
  const sizes: string[] = [];
  // Structured tokens first, on the raw whitespace-separated pieces (2.4 has a dot).
  const rest: string[] = [];
  let endsStructured = false;
  for (const raw of q.toLowerCase().split(/\s+/).filter(Boolean)) {
    endsStructured = true;
    const piece = raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    const purity = PURITY_BY_TOKEN.get(piece) ?? PURITY_BY_TOKEN.get(piece.replace(/kt$|ct$|carat$|karat$/, 'k'));
    if (purity) {
      if (!purities.includes(purity)) purities.push(purity);
    } else if (BANGLE_SIZE_SET.has(piece)) {
      if (!sizes.includes(piece)) sizes.push(piece);
    } else {
      rest.push(raw);
      endsStructured = false;
    }
  }
  const words = searchWords(rest.join(' '));
  // The last word is still being typed only when nothing follows it (a space or a purity ends it).
  const endsInSpace = /\s$/.test(q) || endsStructured;
  const canonicals = phraseCanonicals(words);
  const phraseWords = new Set(PHRASES.filter((p) => canonicals.includes(p.canonical)).flatMap((p) => p.words));
  const usable = (w: string) => w.length >= SEARCH_MIN_TOKEN_LENGTH && !SEARCH_STOPWORDS.has(w);
  const terms: string[] = [...canonicals];
  let prefix: string | undefined;
  words.forEach((w, i) => {
    if (phraseWords.has(w)) return;
    const last = i === words.length - 1 && !endsInSpace;
    // A short number is a whole word, never a prefix ("7" is not the start of "75").
    const number = shortNumberToken(w);
    if (number) {
      if (!terms.includes(number)) terms.push(number);
      return;
    }
    const canonical = canonicalWord(w);
    // A whole synonym typed last is its canonical form; a word still being typed is a prefix.
    if (last && canonical === w) {
      if (usable(w)) prefix = w;
    } else if (usable(canonical) && !terms.includes(canonical)) terms.push(canonical);
  });
  const empty =
    terms.length === 0 && prefix === undefined && purities.length === 0 && sizes.length === 0 && q.trim().length > 0;
  return { terms, prefix, purities, sizes, empty };
}

/**
 * Whether a list of index words holds every whole term and a word starting with the prefix: the
 * index's own match, worked out on words already at hand (an indexed name, a collection's title).
 */
export function wordsHold(
  words: readonly string[],
  m: { terms: readonly string[]; prefix: string | undefined },
): boolean {
  if (!m.terms.every((t) => words.includes(t))) return false;
  const prefix = m.prefix;
  return prefix === undefined || words.some((w) => w.startsWith(prefix));
}

export interface SearchSource {
  name: string;
  description: string;
  categoryName: string;
  metal: string | null;
  stoneKinds: readonly string[];
}

/**
 * A product's two indexed texts: its name (ranked first) and the rest (description, category,
 * metal and stones, so that "gold ring" finds a ring whose name says neither).
 */
export function searchDocument(source: SearchSource): { nameText: string; bodyText: string } {
  const body = [
    source.description,
    source.categoryName,
    source.metal ?? '',
    ...source.stoneKinds.filter((k) => k !== 'other'),
  ].join(' ');
  return { nameText: indexText(source.name), bodyText: indexText(body) };
}
