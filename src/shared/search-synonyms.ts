// Words shoppers use for the same piece. Each group's first entry is its canonical form: the
// search index stores every word as typed and, beside it, the canonical form of any word (or
// phrase) listed here, and a query word is looked up by its canonical form, so any spelling
// finds every other. Phrases are matched word by word ("nose ring" -> nath).
// Changing this list changes what is indexed: run the rebuild (npm run search:reindex) after.

export const SEARCH_SYNONYMS: ReadonlyArray<readonly string[]> = [
  ['jhumka', 'jhumki', 'jhumkas', 'jhumkis', 'jhumke'],
  ['mangalsutra', 'mangalsootra', 'mangalsutras', 'mangalsutram'],
  ['kada', 'kadaa', 'kangan', 'kadas', 'kadaas'],
  ['necklace', 'haar', 'necklaces'],
  ['nath', 'nose ring', 'nathni', 'nose pin'],
  ['bali', 'hoop', 'hoops', 'balis', 'baali'],
  ['payal', 'anklet', 'anklets', 'payals', 'pajeb'],
  ['tikka', 'maang tikka', 'maangtikka', 'mang tikka', 'tika'],
  ['polki', 'uncut diamond', 'uncut diamonds'],
];

/**
 * MySQL/MariaDB InnoDB's default full-text stopwords. They are never indexed there, so they are
 * dropped from every query on both databases, and both answer alike.
 */
export const SEARCH_STOPWORDS: ReadonlySet<string> = new Set([
  'a',
  'about',
  'an',
  'are',
  'as',
  'at',
  'be',
  'by',
  'com',
  'de',
  'en',
  'for',
  'from',
  'how',
  'i',
  'in',
  'is',
  'it',
  'la',
  'of',
  'on',
  'or',
  'that',
  'the',
  'this',
  'to',
  'was',
  'what',
  'when',
  'where',
  'who',
  'will',
  'with',
  'und',
  'www',
]);

/** Words shorter than this are not in MySQL's full-text index (innodb_ft_min_token_size = 3). */
export const SEARCH_MIN_TOKEN_LENGTH = 3;
