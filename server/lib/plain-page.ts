/**
 * A small, accessible, script-free HTML page the server writes itself (no console code): the local headset
 * provider's landing page, the unknown-address page. Every text is escaped.
 */

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface PlainPage {
  title: string;
  paragraphs: readonly string[];
  /** A link after the paragraphs. */
  link?: { href: string; text: string };
}

export function plainPage({ title, paragraphs, link }: PlainPage): string {
  const lines = paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`);
  if (link) lines.push(`<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>`);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem">
<main><h1>${escapeHtml(title)}</h1>
${lines.join('\n')}
</main>
</body>
</html>
`;
}
