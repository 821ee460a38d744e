import { describe, expect, it } from 'vitest';
import { isSupportDoc } from './supportDocs.ts';

describe('isSupportDoc', () => {
  it('accepts .md, .pdf and .docx in any case', () => {
    expect(['a.md', 'b.PDF', 'c.docx'].map(isSupportDoc)).toEqual([true, true, true]);
  });
  it('refuses other files and bare extensions', () => {
    expect(['a.doc', 'b.png', 'c.md.exe', '.md'].map(isSupportDoc)).toEqual([false, false, false, false]);
  });
});
