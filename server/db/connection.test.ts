import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sharedBuffersFor } from './connection.ts';

describe('sharedBuffersFor', () => {
  const dirs: string[] = [];
  const folder = (): string => {
    const dir = mkdtempSync(join(tmpdir(), 'shared-buffers-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('gives a new, an in-memory or a small database 32 MB', () => {
    const dir = folder();
    expect(sharedBuffersFor(join(dir, 'not-yet'))).toBe('32MB');
    expect(sharedBuffersFor('memory://')).toBe('32MB');
    mkdirSync(join(dir, 'base'));
    writeFileSync(join(dir, 'base', '1'), Buffer.alloc(1024));
    expect(sharedBuffersFor(dir)).toBe('32MB');
  });

  it("keeps PostgreSQL's 128 MB for a database of 256 MiB or more, counting the files in its folders", () => {
    const dir = folder();
    mkdirSync(join(dir, 'base', '5'), { recursive: true });
    // Sparse files: their size counts, no disk is used.
    writeFileSync(join(dir, 'base', '5', '16384'), '');
    truncateSync(join(dir, 'base', '5', '16384'), 200 * 1024 * 1024);
    expect(sharedBuffersFor(dir)).toBe('32MB');
    writeFileSync(join(dir, 'base', '5', '16385'), '');
    truncateSync(join(dir, 'base', '5', '16385'), 56 * 1024 * 1024);
    expect(sharedBuffersFor(dir)).toBe('128MB');
  });
});
