import { describe, expect, it } from 'vitest';
import { describeValidationIssue } from '../../common/validation-text.ts';
import { findDisallowedText, hasDisallowedCharacter } from './disallowed-text.ts';

describe('hasDisallowedCharacter', () => {
  it('finds NUL and surrogates that are not half of a pair', () => {
    for (const text of ['a\u0000', '\ud800', 'x\udc00y', 'end\ud83d', '\ude00start']) {
      expect(hasDisallowedCharacter(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('passes ordinary text in any script, emoji included', () => {
    for (const text of ['', 'plain', 'Café Zoë', '漢字かな', '😀👍🏽', 'tab\tand\nnewline', '\u0001']) {
      expect(hasDisallowedCharacter(text), JSON.stringify(text)).toBe(false);
    }
  });
});

describe('findDisallowedText', () => {
  const schema = {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Display name' },
      tags: { type: 'array', items: { type: 'string', title: 'Tag' } },
      query: { type: 'string', contentMediaType: 'application/json' },
    },
  };

  it('finds nothing in clean data', () => {
    expect(findDisallowedText({ name: '😀', tags: ['é'], query: '{"a":"漢"}', n: 1, ok: null }, schema)).toBe(
      null,
    );
  });

  it('locates the field with its schema', () => {
    expect(findDisallowedText({ name: 'a\u0000' }, schema)).toMatchObject({
      keyword: 'allowedCharacters',
      instancePath: '/name',
      parentSchema: { title: 'Display name' },
    });
    expect(findDisallowedText({ tags: ['ok', '\ud800'] }, schema)).toMatchObject({
      instancePath: '/tags/1',
      parentSchema: { title: 'Tag' },
    });
  });

  it('names the object holding a bad key', () => {
    expect(findDisallowedText({ nested: { 'k\u0000': 1 } }, schema)?.instancePath).toBe('/nested');
  });

  it('looks inside a JSON text and names the text', () => {
    const found = findDisallowedText({ query: '{"$or":[{"name":"\\u0000"}]}' }, schema);
    expect(found?.instancePath).toBe('/query');
    expect(findDisallowedText({ query: '{"name":"\\ud800"}' }, schema)?.instancePath).toBe('/query');
    // Escapes in a text that is not declared JSON are just text.
    expect(findDisallowedText({ name: '{"name":"\\u0000"}' }, schema)).toBe(null);
    expect(findDisallowedText({ query: 'not json \\u0000' }, schema)).toBe(null);
  });

  it('reports the first bad field in order', () => {
    expect(findDisallowedText({ name: '\u0000', other: '\u0000' }, schema)?.instancePath).toBe('/name');
  });

  it('walks very deep data without exhausting the stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(findDisallowedText(deep)?.instancePath.length).toBeGreaterThan(200_000);
  });
});

describe('the sentence', () => {
  const describe_ = (data: unknown, part: string, schema?: Record<string, unknown>) =>
    describeValidationIssue(findDisallowedText(data, schema)!, part);

  it("uses the field's title, else its name in words", () => {
    expect(describe_({ name: '\u0000' }, 'body', { properties: { name: { title: 'Display name' } } })).toBe(
      'Display name contains a character that is not allowed.',
    );
    expect(describe_({ name: '\u0000' }, 'body')).toBe('Name contains a character that is not allowed.');
    expect(describe_({ pageToken: '\u0000' }, 'querystring')).toBe(
      'Page token contains a character that is not allowed.',
    );
    expect(describe_({ list: [{ error_description: '\ud800' }] }, 'body')).toBe(
      'Error description contains a character that is not allowed.',
    );
  });

  it('names a header as a header, and the part when the problem is at its top', () => {
    expect(describe_({ 'x-shapevr-name': '\u0000' }, 'headers')).toBe(
      'The "x-shapevr-name" header contains a character that is not allowed.',
    );
    expect(describe_({ '\u0000': 1 }, 'body')).toBe(
      'The request body contains a character that is not allowed.',
    );
  });
});
