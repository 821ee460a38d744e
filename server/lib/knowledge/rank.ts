/**
 * Ranking Knowledge Base passages: the full-text rank (ts_rank, scaled by the best hit's) and, when vectors
 * are stored, the cosine similarity of the passage's vector to the question's, weighted equally. A passage
 * found by only one of them scores on that one alone.
 */

export interface Ranked {
  id: string;
  document: string;
  text: string;
  score: number;
}

export function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    dot += a[i] * b[i];
    na += a[i] * a[i];
    nb += b[i] * b[i];
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

/** The weight of the text rank; the vector similarity weighs the rest. */
export const TEXT_WEIGHT = 0.5;

export function combineRanks(
  textHits: readonly { id: string; document: string; text: string; rank: number }[],
  vectorHits: readonly { id: string; document: string; text: string; similarity: number }[],
  limit: number,
): Ranked[] {
  const best = Math.max(0, ...textHits.map((h) => h.rank));
  const byId = new Map<string, Ranked>();
  const vectorWeight = vectorHits.length > 0 ? 1 - TEXT_WEIGHT : 0;
  const textWeight = vectorHits.length > 0 ? TEXT_WEIGHT : 1;
  for (const hit of textHits) {
    byId.set(hit.id, {
      id: hit.id,
      document: hit.document,
      text: hit.text,
      score: best > 0 ? (hit.rank / best) * textWeight : 0,
    });
  }
  for (const hit of vectorHits) {
    const add = Math.max(0, hit.similarity) * vectorWeight;
    const found = byId.get(hit.id);
    if (found) found.score += add;
    else byId.set(hit.id, { id: hit.id, document: hit.document, text: hit.text, score: add });
  }
  return [...byId.values()]
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id))
    .slice(0, limit);
}
