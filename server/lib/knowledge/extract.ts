/**
 * The text of a Knowledge Base document by its type: Markdown as written, PDF through pdf.js (its legacy
 * build, for Node), DOCX through mammoth.
 */
import { loadOnFirstUse } from '../load-on-first-use.ts';

// Read on first use: most servers never index a PDF or a DOCX.
const pdfjs = loadOnFirstUse('The PDF reader', () => import('pdfjs-dist/legacy/build/pdf.mjs'));
const mammoth = loadOnFirstUse('The DOCX reader', async () => (await import('mammoth')).default);

/** Refused documents: their message is what staff read on the embeddings page. */
export class ExtractError extends Error {}

async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await (
    await pdfjs()
  ).getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str + (item.hasEOL ? '\n' : '');
      }
      pages.push(text.trim());
    }
    return pages.join('\n\n');
  } finally {
    await doc.destroy();
  }
}

export async function extractText(mimetype: string, bytes: Buffer): Promise<string> {
  if (mimetype.startsWith('text/markdown')) return bytes.toString('utf8');
  if (mimetype.startsWith('application/pdf')) return pdfText(bytes);
  if (mimetype.startsWith('application/vnd.openxmlformats-officedocument.wordprocessingml.document')) {
    const result = await (await mammoth()).extractRawText({ buffer: bytes });
    return result.value;
  }
  throw new ExtractError('This kind of document cannot be indexed');
}
