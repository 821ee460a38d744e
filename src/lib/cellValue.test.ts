import { describe, expect, it } from 'vitest';
import { cellText, specFields } from './cellValue';

describe('cellText', () => {
  it('shows scalars as text and nothing for missing values', () => {
    expect(cellText('demo')).toBe('demo');
    expect(cellText(42)).toBe('42');
    expect(cellText(false)).toBe('false');
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
  });

  it('shows objects as compact JSON cut to length', () => {
    expect(cellText({ a: [1, 2] })).toBe('{"a":[1,2]}');
    expect(cellText('x'.repeat(10), 5)).toBe('xxxx…');
  });

  it('keeps markup as plain text', () => {
    expect(cellText('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('specFields', () => {
  it('lists real fields sorted, without display-label fields', () => {
    expect(specFields({ name: 'string', _label: 'string', created: 'date', email: 'string' })).toEqual([
      'created',
      'email',
      'name',
    ]);
  });

  it('sorts as the locale does for field names: letters alphabetically whatever their case, small first', () => {
    const names = ['name', 'Email', 'banner', 'email', 'Zone', 'a2', 'a10', 'displayName', 'display'];
    const document = Object.fromEntries(names.map((name) => [name, 'string']));
    expect(specFields(document)).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
