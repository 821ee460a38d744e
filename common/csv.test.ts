import { describe, expect, it } from 'vitest';
import { csvCell, toCsv, toCsvRow } from './csv.ts';

describe('csvCell', () => {
  it('neutralises text that a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe(`"'\rx"`);
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('writes numbers, booleans, empties, dates and objects', () => {
    expect(csvCell(-100)).toBe('-100');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(new Date(0))).toBe('1970-01-01T00:00:00.000Z');
    expect(csvCell(['a', 'b'])).toBe('"[""a"",""b""]"');
    expect(csvCell({ type: 'free' })).toBe('"{""type"":""free""}"');
  });
});

describe('toCsvRow', () => {
  it('joins guarded cells with commas', () => {
    expect(toCsvRow(['id', '=1+1', 3, null])).toBe("id,'=1+1,3,");
  });
});

describe('toCsv', () => {
  it('writes a header and one row per record in the header order, CRLF ended', () => {
    const csv = toCsv(
      ['id', 'nickname', 'email'],
      [
        { email: 'a@x.test', id: '1', nickname: 'Ann, the first' },
        { id: '2', nickname: '=HYPERLINK("http://evil")', email: 'b@x.test' },
      ],
    );
    expect(csv).toBe(
      'id,nickname,email\r\n1,"Ann, the first",a@x.test\r\n2,"\'=HYPERLINK(""http://evil"")",b@x.test\r\n',
    );
  });

  it('leaves missing fields empty', () => {
    expect(toCsv(['a', 'b'], [{ a: 1 }])).toBe('a,b\r\n1,\r\n');
  });
});
