/** A LIKE pattern matching `text` anywhere, with its wildcards escaped by '!' (portable to MySQL and SQLite). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (ch) => `!${ch}`)}%`;
}

/** Names are compared and sorted by a lower-cased, trimmed key. */
export function nameKey(name: string): string {
  return name.trim().toLocaleLowerCase('en-IN');
}
