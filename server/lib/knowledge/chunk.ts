/**
 * Chunking a document's text into passages for the Knowledge Base: paragraphs packed up to a target size,
 * a long paragraph cut at sentence ends (or words), and each passage under a Markdown heading carrying that
 * heading, so a passage read alone still says what it is about.
 */

/** A passage's target length in characters. */
export const CHUNK_TARGET = 800;
/** The most passages one document gives. */
export const MAX_CHUNKS = 2000;

/** Cuts a text longer than `max` at sentence ends, or at spaces when a sentence is too long. */
function cut(text: string, max: number): string[] {
  if (text.length <= max) return [text];
  const sentences = text.match(/[^.!?]+[.!?]*\s*/g) ?? [text];
  const out: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    if (sentence.length > max) {
      if (current) out.push(current.trim());
      current = '';
      const words = sentence.split(/\s+/);
      let part = '';
      for (const word of words) {
        if ((part + ' ' + word).length > max && part) {
          out.push(part.trim());
          part = word;
        } else part = part ? `${part} ${word}` : word;
      }
      if (part) current = part;
      continue;
    }
    if ((current + sentence).length > max && current) {
      out.push(current.trim());
      current = sentence;
    } else current += sentence;
  }
  if (current.trim()) out.push(current.trim());
  return out;
}

export function chunkText(text: string, target = CHUNK_TARGET): string[] {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.replace(/[ \t]+/g, ' ').trim())
    .filter(Boolean);
  const chunks: string[] = [];
  let heading = '';
  let current = '';
  const flush = () => {
    if (current.trim()) chunks.push(current.trim());
    current = '';
  };
  for (const paragraph of paragraphs) {
    const headingMatch = /^#{1,6}\s+(.+)$/.exec(paragraph.split('\n')[0]);
    if (headingMatch) {
      flush();
      heading = headingMatch[1].trim();
      const rest = paragraph.split('\n').slice(1).join('\n').trim();
      if (!rest) continue;
      current = `${heading}: `;
      for (const part of cut(rest, target)) {
        if (current.length + part.length > target && current.length > heading.length + 2) {
          flush();
          current = `${heading}: `;
        }
        current += `${part} `;
      }
      continue;
    }
    const prefix = heading && !current ? `${heading}: ` : '';
    for (const part of cut(paragraph, target)) {
      if (current && current.length + part.length + 1 > target) flush();
      current += `${!current ? prefix : ''}${part}\n`;
    }
  }
  flush();
  return chunks.slice(0, MAX_CHUNKS);
}
