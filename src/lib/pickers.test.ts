import { describe, expect, it } from 'vitest';
import { cleanUserPickerText, isUserPickerText, PICKER_CHECK_MS } from './pickers';

describe('user picker text', () => {
  it('accepts word characters, digits, @ and dot', () => {
    for (const text of ['member', 'member@demo.test', 'swift_falcon_7', 'A1.b2']) {
      expect(isUserPickerText(text)).toBe(true);
    }
  });

  it('refuses empty text, spaces and other characters', () => {
    for (const text of ['', 'a b', 'x-y', '{"$ne":1}', 'a/b', 'é?'])
      expect(isUserPickerText(text)).toBe(false);
  });

  it('drops refused characters as the user types', () => {
    expect(cleanUserPickerText('mem ber@demo.test!')).toBe('member@demo.test');
    expect(cleanUserPickerText('a-b c')).toBe('abc');
  });

  it('checks every 1000 ms', () => {
    expect(PICKER_CHECK_MS).toBe(1000);
  });
});
