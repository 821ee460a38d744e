/**
 * How deep a PDF's arrays and dictionaries nest, read from its bytes before pdf.js sees them. pdf.js parses
 * nesting by recursion and builds every level first: a page dictionary or a content stream nested 100,000 deep
 * took half a gigabyte before it overflowed the stack. Real documents nest a few levels; a file nested deeper
 * than {@link PDF_MAX_NESTING} is refused.
 *
 * The scanner reads the PDF syntax that can hold brackets without nesting: literal strings `( … )` (nested
 * parentheses, backslash escapes), hex strings `< … >`, comments `% …` to the end of the line, and in a content
 * stream the binary data of an inline picture (`ID` … `EI`). It is fed chunk by chunk, so an unpacked stream is
 * scanned as it comes out and never kept.
 */

/** The deepest nesting of arrays and dictionaries read; real documents stay under twenty. */
export const PDF_MAX_NESTING = 256;

const isSpace = (byte: number) =>
  byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0x00;

/** Where the scanner is: in plain syntax, or inside something whose bytes do not nest. */
type Mode = 'syntax' | 'string' | 'hex' | 'comment' | 'inline-picture';

/** A table of the bytes that may change the scanner's state in `mode` (1), so a run of the others is skipped. */
function stops(bytes: readonly number[]): Uint8Array {
  const table = new Uint8Array(256);
  for (const byte of bytes) table[byte] = 1;
  return table;
}

const STOPS: Record<Mode, Uint8Array> = {
  syntax: stops([0x5b, 0x5d, 0x3c, 0x3e, 0x28, 0x25]),
  string: stops([0x5c, 0x28, 0x29]),
  hex: stops([0x3e]),
  comment: stops([0x0a, 0x0d]),
  // The data ends at whitespace after `EI`: only a byte after `I` can end it (checked by the run's marker).
  'inline-picture': stops([]),
};

export class NestingScanner {
  /** The deepest nesting seen so far. */
  deepest = 0;
  private depth = 0;
  private mode: Mode = 'syntax';
  /** Open parentheses in a literal string. */
  private parens = 0;
  private escaped = false;
  /** A `<` or `>` whose meaning the next byte decides. */
  private pending: 0x3c | 0x3e | 0 = 0;
  /** The last three bytes read in plain syntax or an inline picture, newest last (for `ID` and `EI`). */
  private r0 = 0x20;
  private r1 = 0x20;
  private r2 = 0x20;

  /** `inlinePictures`: the bytes are a content stream, where `ID … EI` holds a picture's binary data. */
  constructor(private readonly inlinePictures = false) {}

  /** Whether the scanner is in plain syntax (not inside a string, a comment or a picture's data). */
  get plain(): boolean {
    return this.mode === 'syntax';
  }

  /**
   * Reads a chunk; false once the nesting is deeper than `max`. Runs of bytes that cannot change anything in
   * the current mode are passed over in a tight loop (a stream unpacking to a gigabyte of one byte is read at
   * memory speed); every other byte goes through `read`.
   */
  feed(chunk: Uint8Array, max = PDF_MAX_NESTING): boolean {
    const n = chunk.length;
    let i = 0;
    while (i < n) {
      const end = this.skippable(chunk, i);
      if (end > i) {
        this.remember(chunk, i, end);
        i = end;
        continue;
      }
      this.read(chunk[i]);
      if (this.depth > max) return false;
      i++;
    }
    return true;
  }

  /**
   * Where the run of bytes from `from` that `read` would only pass over ends. In plain syntax and an inline
   * picture's data the last three bytes matter (`ID` and `EI`), so a run also ends after an `D` (syntax, when
   * inline pictures are read) or an `I` (picture data).
   */
  private skippable(chunk: Uint8Array, from: number): number {
    if (this.pending || this.escaped) return from;
    const mode = this.mode;
    const stops = STOPS[mode];
    const marker = mode === 'inline-picture' ? 0x49 : mode === 'syntax' && this.inlinePictures ? 0x44 : -1;
    let before = this.r2;
    let j = from;
    const n = chunk.length;
    while (j < n) {
      const byte = chunk[j];
      if (stops[byte] === 1 || before === marker) break;
      before = byte;
      j++;
    }
    return j;
  }

  /** Keeps the last three bytes of a run passed over (syntax and picture data only read them). */
  private remember(chunk: Uint8Array, from: number, end: number): void {
    if (this.mode !== 'syntax' && this.mode !== 'inline-picture') return;
    const count = end - from;
    if (count >= 3) {
      this.r0 = chunk[end - 3];
      this.r1 = chunk[end - 2];
      this.r2 = chunk[end - 1];
    } else if (count === 2) {
      this.r0 = this.r2;
      this.r1 = chunk[end - 2];
      this.r2 = chunk[end - 1];
    } else {
      this.r0 = this.r1;
      this.r1 = this.r2;
      this.r2 = chunk[end - 1];
    }
  }

  private open() {
    this.depth++;
    if (this.depth > this.deepest) this.deepest = this.depth;
  }

  private close() {
    if (this.depth > 0) this.depth--;
  }

  /** Remembers `byte`; whether the three bytes before it were whitespace and `first`, `second`. */
  private follows(byte: number, first: number, second: number): boolean {
    const match = isSpace(this.r0) && this.r1 === first && this.r2 === second;
    this.r0 = this.r1;
    this.r1 = this.r2;
    this.r2 = byte;
    return match;
  }

  private read(byte: number): void {
    switch (this.mode) {
      case 'string':
        if (this.escaped) this.escaped = false;
        else if (byte === 0x5c) this.escaped = true;
        else if (byte === 0x28) this.parens++;
        else if (byte === 0x29 && --this.parens === 0) this.mode = 'syntax';
        return;
      case 'hex':
        if (byte === 0x3e) this.mode = 'syntax';
        return;
      case 'comment':
        if (byte === 0x0a || byte === 0x0d) this.mode = 'syntax';
        return;
      case 'inline-picture':
        // The data ends at whitespace, `EI`, whitespace.
        if (this.follows(byte, 0x45, 0x49) && isSpace(byte)) this.mode = 'syntax';
        return;
      case 'syntax':
        break;
    }
    if (this.pending) {
      const pending = this.pending;
      this.pending = 0;
      if (pending === 0x3c) {
        if (byte === 0x3c) return this.open();
        this.mode = 'hex';
        return this.read(byte);
      }
      if (byte === 0x3e) return this.close();
    }
    if (this.follows(byte, 0x49, 0x44) && this.inlinePictures && isSpace(byte)) {
      // The word `ID` and one whitespace byte: a picture's binary data follows, up to `EI`.
      this.mode = 'inline-picture';
      this.r0 = this.r1 = this.r2 = 0x41;
      return;
    }
    switch (byte) {
      case 0x5b:
        return this.open();
      case 0x5d:
        return this.close();
      case 0x3c:
      case 0x3e:
        this.pending = byte;
        return;
      case 0x28:
        this.mode = 'string';
        this.parens = 1;
        return;
      case 0x25:
        this.mode = 'comment';
        return;
    }
  }
}

/**
 * Scans a PDF file's own syntax, the bytes between `stream` and `endstream` left out (they are scanned as they
 * are unpacked). False when it nests deeper than `max`.
 */
export function pdfSyntaxWithin(data: Buffer, max = PDF_MAX_NESTING): boolean {
  const scanner = new NestingScanner();
  let from = 0;
  while (from < data.length) {
    const stream = data.indexOf('stream', from);
    const until = stream === -1 ? data.length : stream;
    if (!scanner.feed(data.subarray(from, until), max)) return false;
    if (stream === -1) break;
    const isEnd = stream >= 3 && data.toString('latin1', stream - 3, stream) === 'end';
    const body = stream + 6;
    if (isEnd || !scanner.plain || (data[body] !== 0x0a && data[body] !== 0x0d)) {
      // Not the keyword that starts a stream's bytes: read on as syntax.
      if (!scanner.feed(data.subarray(stream, body), max)) return false;
      from = body;
      continue;
    }
    const end = data.indexOf('endstream', body);
    from = end === -1 ? data.length : end + 9;
  }
  return true;
}
