/**
 * Memory facts taken from a user's message by rules (the local responder's memory; a model summarises
 * instead). Each rule turns a first-person statement into a short sentence about the user: "I live in
 * Lisbon" becomes "Lives in Lisbon". Questions are not statements and give no facts.
 */

/** The most facts one message gives. */
const MAX_FACTS_PER_MESSAGE = 5;
/** The longest fact kept, in characters. */
const MAX_FACT_LENGTH = 120;

const RULES: readonly { pattern: RegExp; fact: (what: string, extra?: string) => string }[] = [
  { pattern: /\bmy name is ([^.,;!?]+)/i, fact: (w) => `Is called ${w}` },
  { pattern: /\bcall me ([^.,;!?]+)/i, fact: (w) => `Likes to be called ${w}` },
  {
    pattern: /\bmy favou?rite ([a-z ]{2,30}?) is ([^.,;!?]+)/i,
    fact: (what, is) => `Favourite ${what} is ${is}`,
  },
  { pattern: /\bi live in ([^.,;!?]+)/i, fact: (w) => `Lives in ${w}` },
  { pattern: /\bi(?: am|'m) from ([^.,;!?]+)/i, fact: (w) => `Is from ${w}` },
  { pattern: /\bi work (?:as|at|in|for) ([^.,;!?]+)/i, fact: (w) => `Works ${w}` },
  { pattern: /\bi (?:really )?(?:like|love|enjoy) ([^.,;!?]+)/i, fact: (w) => `Likes ${w}` },
  { pattern: /\bi (?:hate|dislike|don't like|do not like) ([^.,;!?]+)/i, fact: (w) => `Dislikes ${w}` },
  { pattern: /\bi have (?:a|an|two|three|\d+) ([^.,;!?]+)/i, fact: (w) => `Has ${w}` },
  { pattern: /\bi(?: am|'m) (\d{1,3}) years old/i, fact: (w) => `Is ${w} years old` },
  { pattern: /\bi(?: am|'m) an? ([^.,;!?]+)/i, fact: (w) => `Is a ${w}` },
];

const clean = (text: string) => text.trim().replace(/\s+/g, ' ').slice(0, MAX_FACT_LENGTH);
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The facts in `message` that are not already in `known`. */
export function extractFactsByRules(message: string, known: readonly string[]): string[] {
  const facts: string[] = [];
  // A clause at a time ("I live in Lisbon and I love sailing" holds two), so one rule can match in several
  // clauses; questions are skipped.
  for (const sentence of message.split(/(?<=[.!?\n])\s*|[,;]?\s+(?:and|but)\s+(?=(?:i|my)\b)/i)) {
    if (sentence.trim().endsWith('?')) continue;
    for (const rule of RULES) {
      const match = rule.pattern.exec(sentence);
      if (!match) continue;
      const fact = clean(rule.fact(clean(match[1]), match[2] && clean(match[2])));
      if (![...known, ...facts].some((k) => same(k, fact))) facts.push(fact);
      break;
    }
    if (facts.length >= MAX_FACTS_PER_MESSAGE) break;
  }
  return facts.slice(0, MAX_FACTS_PER_MESSAGE);
}
