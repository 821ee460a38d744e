/**
 * The configuration table of `server/config-table.ts` as `docs/configuration.md` shows it (between the
 * `config-table` marker comments) and as `.env.example`. `npm run gen:config` writes both; a unit test
 * fails when either differs from what the table renders.
 */
import { CONFIG_TABLE, type ConfigRow, type ConfigVariable } from '../server/config-table.ts';

export const TABLE_START =
  '<!-- config-table:start (generated from server/config-table.ts by npm run gen:config) -->';
export const TABLE_END = '<!-- config-table:end -->';

const rows = CONFIG_TABLE as readonly ConfigRow[];

function defaultCell(variable: ConfigVariable): string {
  if (variable.default !== undefined) return `\`${variable.default}\``;
  return variable.defaultText ?? '—';
}

/**
 * The Markdown table of `docs/configuration.md`: one line per row, `—` for a row none of whose variables
 * has a default.
 */
export function renderConfigTable(): string {
  const lines = ['| Variable | Default | Meaning |', '|---|---|---|'];
  for (const row of rows) {
    const names = row.variables.map((v) => `\`${v.name}\``).join(', ');
    const defaults = row.variables.map(defaultCell);
    const shown = defaults.every((d) => d === '—') ? '—' : defaults.join(' / ');
    lines.push(`| ${names} | ${shown} | ${row.meaning} |`);
  }
  return lines.join('\n');
}

/** `docs/configuration.md` with its table (between the markers) replaced by the rendered one. */
export function withConfigTable(markdown: string): string {
  const start = markdown.indexOf(TABLE_START);
  const end = markdown.indexOf(TABLE_END);
  if (start < 0 || end < start)
    throw new Error(`docs/configuration.md lacks the markers ${TABLE_START} … ${TABLE_END}`);
  return `${markdown.slice(0, start + TABLE_START.length)}\n${renderConfigTable()}\n${markdown.slice(end)}`;
}

/** Markdown to plain text for a comment: code spans lose their backticks. */
const plain = (markdown: string): string => markdown.replace(/`([^`]*)`/g, '$1');

/** Words wrapped into `# ` comment lines of at most `width` characters. */
function comment(text: string, width = 110): string[] {
  const lines: string[] = [];
  let line = '#';
  for (const word of text.split(/\s+/)) {
    if (line.length + 1 + word.length > width && line !== '#') {
      lines.push(line);
      line = '#';
    }
    line += ` ${word}`;
  }
  lines.push(line);
  return lines;
}

/** A value as a dotenv line writes it: quoted when it has spaces or characters a shell would read. */
const envValue = (value: string): string => (/^[\w./:@-]*$/.test(value) ? value : `"${value}"`);

/** `.env.example`: every variable commented out, with its meaning and its default. */
export function renderEnvExample(): string {
  const out = [
    ...comment(
      'Configuration of the Multiverse Console server. Generated from server/config-table.ts (npm run gen:config): edit the table, not this file.',
    ),
    ...comment(
      'The server reads these from its environment, not from a file. Every variable is optional; each is shown commented out with its default (empty when it has none).',
    ),
  ];
  for (const row of rows) {
    out.push('', ...comment(plain(row.meaning)));
    for (const variable of row.variables) {
      if (variable.defaultText !== undefined)
        out.push(...comment(`${variable.name} by default: ${plain(variable.defaultText)}`));
      const value = variable.default !== undefined && !variable.secret ? envValue(variable.default) : '';
      out.push(`# ${variable.name}=${value}`);
    }
  }
  return out.join('\n') + '\n';
}
