/**
 * The initials an avatar shows without a picture: the first letter (or digit) of the name's first word and
 * of its last word, upper-cased — "Demo Owner" → "DO", "bob" → "B". Empty when the name has none; callers
 * pass a person's or a metaverse's name, never an id.
 */
export function initials(name: string): string {
  const words = name.match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}'’-]*/gu) ?? [];
  const first = (word: string | undefined) => (word ? Array.from(word)[0] : '').toLocaleUpperCase();
  return words.length > 1 ? first(words[0]) + first(words.at(-1)) : first(words[0]);
}
