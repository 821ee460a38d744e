import { describe, expect, it } from 'vitest';
import { TITLE_PATTERN } from '../../../common/validation-text.ts';
import { DEFAULT_NICKNAME, nicknameFromEmail, titleSafe } from './nickname.ts';

const title = new RegExp(TITLE_PATTERN, 'u');

describe('nicknameFromEmail', () => {
  it('uses the local part with refused characters turned into spaces', () => {
    expect(nicknameFromEmail('jane.doe+vr@example.test')).toBe('jane doe vr');
    expect(nicknameFromEmail("o'brien@example.test")).toBe("o'brien");
    expect(nicknameFromEmail('zoë_2@example.test')).toBe('zoë 2');
  });

  it('falls back when nothing usable is left', () => {
    expect(nicknameFromEmail('...@example.test')).toBe(DEFAULT_NICKNAME);
    expect(nicknameFromEmail('<>@example.test')).toBe(DEFAULT_NICKNAME);
  });

  it('keeps to 64 characters', () => {
    expect(nicknameFromEmail(`${'a'.repeat(100)}@example.test`)).toHaveLength(64);
  });

  it('always satisfies the title rule', () => {
    for (const email of ['a.b@c.d', '!!x!!@c.d', '"q"@c.d', 'tab\tx@c.d', `${'é.'.repeat(40)}@c.d`]) {
      expect(nicknameFromEmail(email)).toMatch(title);
    }
  });
});

describe('titleSafe', () => {
  it('turns refused characters into single spaces', () => {
    expect(titleSafe('Gina <G>')).toBe('Gina G');
    expect(titleSafe("  D'Arcy -- Smith ")).toBe("D'Arcy Smith");
  });

  it('may come out empty', () => {
    expect(titleSafe('<>!')).toBe('');
  });
});
