import { describe, expect, it } from 'vitest';
import { csvCell, toCsv, toCsvRow } from './csv';

describe('console CSV', () => {
  it('guards cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('-=Sniper=-')).toBe("'-=Sniper=-");
    expect(csvCell('@mention')).toBe("'@mention");
    expect(csvCell('+44 20')).toBe("'+44 20");
    expect(csvCell('\tTab')).toBe("'\tTab");
    expect(toCsvRow(['plain', 3, '=x'])).toBe("plain,3,'=x");
  });

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
