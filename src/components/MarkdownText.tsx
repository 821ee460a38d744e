import Typography from '@mui/material/Typography';
import { Markdown } from 'markdown-to-jsx/react';

/**
 * Markdown rendered as React elements (never as HTML text): raw HTML in it is shown as text, not parsed, and link
 * and image addresses pass the renderer's sanitiser, which drops `javascript:` and the like. For text users did
 * not write for this page: a Markdown file's preview, an agent's reply quoting a `.md` document.
 */
export function MarkdownText({ children }: { children: string }) {
  return (
    <Typography
      component="div"
      sx={{
        '& img': { maxWidth: '100%' },
        '& pre': { whiteSpace: 'pre-wrap' },
        '& > :first-of-type': { mt: 0 },
        '& > :last-child': { mb: 0 },
      }}
    >
      <Markdown options={{ disableParsingRawHTML: true, forceBlock: true }}>{children}</Markdown>
    </Typography>
  );
}
