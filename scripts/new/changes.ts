/**
 * A generator's change set: every file it creates or edits, computed in memory first and written only when the
 * whole change is known, so a refusal or a missing anchor leaves the tree as it was.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Refusal } from './args.ts';

/** An anchor a generator edits at is missing: the file changed shape, and the generator must learn it. */
export class AnchorMissing extends Error {}

export class Changes {
  private readonly pending = new Map<string, { created: boolean; text: string }>();
  /** What the newcomer fills in next, printed after the files. */
  readonly next: string[] = [];

  constructor(readonly root: string) {}

  exists(file: string): boolean {
    return this.pending.has(file) || existsSync(join(this.root, file));
  }

  /** The file's text, with the changes made so far. */
  read(file: string): string {
    const changed = this.pending.get(file);
    if (changed) return changed.text;
    if (!existsSync(join(this.root, file))) throw new AnchorMissing(`${file} does not exist.`);
    return readFileSync(join(this.root, file), 'utf8');
  }

  /** Creates a file that must not exist yet. */
  create(file: string, text: string): void {
    if (this.exists(file)) throw new Refusal(`${file} already exists.`);
    this.pending.set(file, { created: true, text });
  }

  /** Replaces the text of an existing (or already created) file. */
  edit(file: string, change: (text: string) => string): void {
    const created = this.pending.get(file)?.created ?? false;
    this.pending.set(file, { created, text: change(this.read(file)) });
  }

  /** The files in the change, created ones marked. */
  files(): { file: string; created: boolean }[] {
    return [...this.pending].map(([file, { created }]) => ({ file, created }));
  }

  /** Writes every file of the change. */
  apply(): void {
    for (const [file, { text }] of this.pending) {
      const path = join(this.root, file);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
    }
  }
}

/** Inserts `insert` before the first occurrence of `anchor` after `from` (fails when the anchor is missing). */
export function insertBefore(
  text: string,
  anchor: string | RegExp,
  insert: string,
  file: string,
  from = 0,
): string {
  const at = indexOf(text, anchor, from, file);
  return text.slice(0, at) + insert + text.slice(at);
}

export function indexOf(text: string, anchor: string | RegExp, from: number, file: string): number {
  let at: number;
  if (typeof anchor === 'string') at = text.indexOf(anchor, from);
  else {
    const re = new RegExp(anchor.source, anchor.flags.includes('g') ? anchor.flags : `${anchor.flags}g`);
    re.lastIndex = from;
    at = re.exec(text)?.index ?? -1;
  }
  if (at < 0) throw new AnchorMissing(`${file}: cannot find ${String(anchor)} to insert at.`);
  return at;
}
