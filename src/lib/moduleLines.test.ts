import { describe, expect, it } from 'vitest';
import { parseModuleLines } from './moduleLines';

describe('the module-add text area', () => {
  it("takes one 'Display Name : AI Prompt' per line, skipping blank lines, with free ids", () => {
    expect(
      parseModuleLines('Paper : A paper lantern\n\n  Brass:A brass lantern: polished  \r\n', 'lantern', [
        'lantern-1',
        'lantern-3',
      ]),
    ).toEqual({
      ok: true,
      modules: [
        { _id: 'lantern-2', value: 'Paper : A paper lantern' },
        { _id: 'lantern-4', value: 'Brass : A brass lantern: polished' },
      ],
    });
  });

  it('refuses a bad line with its line number', () => {
    expect(parseModuleLines('Paper : A paper lantern\nNo prompt here', 'lantern', [])).toEqual({
      ok: false,
      error: "Line 2: write the module as 'Display Name : AI Prompt'.",
    });
    expect(parseModuleLines('\n : only a prompt', 't', [])).toMatchObject({ ok: false, error: /^Line 2:/ });
    expect(parseModuleLines('Name :   ', 't', [])).toMatchObject({ ok: false, error: /^Line 1:/ });
    expect(parseModuleLines(`Long : ${'x'.repeat(1000)}`, 't', [])).toEqual({
      ok: false,
      error: 'Line 1: a module may have at most 1000 characters.',
    });
  });

  it('refuses an empty text area', () => {
    expect(parseModuleLines(' \n\n', 't', [])).toEqual({
      ok: false,
      error: 'Write at least one module, one per line.',
    });
  });
});
