import { describe, expect, it } from 'vitest';
import {
  containsRefused,
  parseQueryText,
  QUERY_NOT_JSON,
  QueryError,
  SEARCH_TOO_SHORT,
  translateQuery,
} from './query-translator.ts';

/** The message of the QueryError thrown by `fn`; fails when it throws anything else or nothing. */
function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(QueryError);
    return (error as Error).message;
  }
  throw new Error('expected a QueryError');
}

const refuse = (query: unknown) => refusal(() => translateQuery(query, 1));
const refuseText = (text: string) => refusal(() => translateQuery(parseQueryText(text), 1));

/** `{"$and":[{"$and":[ … {"a":1} … ]}]}` with `levels` condition objects in all. */
function nestedAnd(levels: number): unknown {
  let query: unknown = { a: 1 };
  for (let i = 1; i < levels; i += 1) query = { $and: [query] };
  return query;
}

describe('translateQuery: what it produces', () => {
  it('matches everything for an empty object', () => {
    expect(translateQuery({}, 1)).toEqual({ sql: 'TRUE', params: [] });
  });

  it('treats a bare value as $eq, with Mongo array semantics through @>', () => {
    expect(translateQuery({ permissions: 'tester' }, 1)).toEqual({
      sql: `doc->'permissions' @> $1::jsonb`,
      params: ['"tester"'],
    });
    expect(translateQuery({ name: { $eq: 'bob' } }, 1)).toEqual(translateQuery({ name: 'bob' }, 1));
  });

  it('compares fields declared scalar with = so their btree index applies', () => {
    const fieldTypes = { name: 'string', score: 'number', permissions: 'array', plan: 'object' } as const;
    expect(translateQuery({ name: 'bob' }, 1, { fieldTypes })).toEqual({
      sql: `doc->'name' = $1::jsonb`,
      params: ['"bob"'],
    });
    expect(translateQuery({ score: { $in: [1, 2] } }, 1, { fieldTypes }).sql).toBe(
      `(doc->'score' = $1::jsonb OR doc->'score' = $2::jsonb)`,
    );
    expect(translateQuery({ permissions: 'tester' }, 1, { fieldTypes }).sql).toBe(
      `doc->'permissions' @> $1::jsonb`,
    );
    expect(translateQuery({ 'plan.type': 'free' }, 1, { fieldTypes }).sql).toBe(
      `doc #> '{plan,type}' @> $1::jsonb`,
    );
  });

  it('compares objects and arrays exactly, and null as null-or-missing', () => {
    expect(translateQuery({ plan: { type: 'free' } }, 1)).toEqual({
      sql: `doc->'plan' = $1::jsonb`,
      params: ['{"type":"free"}'],
    });
    expect(translateQuery({ permissions: [] }, 1).sql).toBe(`doc->'permissions' = $1::jsonb`);
    expect(translateQuery({ email: null }, 1).sql).toBe(
      `coalesce(jsonb_typeof(doc->'email'), 'null') = 'null'`,
    );
  });

  it('numbers placeholders from the given index', () => {
    const { sql, params } = translateQuery({ a: 1, b: { $gt: 2 } }, 4);
    expect(sql).toContain('$4::jsonb');
    expect(sql).toContain('$5::jsonb');
    expect(sql).not.toContain('$1');
    expect(params).toEqual(['1', '2']);
  });

  it('reaches nested fields with dotted names', () => {
    expect(translateQuery({ 'plan.type': 'free' }, 1).sql).toBe(`doc #> '{plan,type}' @> $1::jsonb`);
    expect(translateQuery({ 'response.multiverse.witintent': { $contains: 'go' } }, 1).sql).toBe(
      `lower(doc #>> '{response,multiverse,witintent}') LIKE '%' || lower($1) || '%'`,
    );
  });

  it('uses the id and ts columns', () => {
    expect(translateQuery({ id: 'abc' }, 1)).toEqual({ sql: 'id = $1', params: ['abc'] });
    expect(translateQuery({ id: { $in: ['a', 'b'] } }, 1).sql).toBe('(id = $1 OR id = $2)');
    expect(translateQuery({ timestamp: { $gte: '2024-01-01' } }, 1)).toEqual({
      sql: 'ts >= $1',
      params: ['2024-01-01'],
    });
    expect(translateQuery({ timestamp: '2024-01-01T00:00:00.000Z' }, 1).sql).toBe('ts = $1');
  });

  it('compares only values of the same JSON type', () => {
    expect(translateQuery({ score: { $lt: 0.5 } }, 1)).toEqual({
      sql: `(jsonb_typeof(doc->'score') = 'number' AND doc->'score' < $1::jsonb)`,
      params: ['0.5'],
    });
    expect(translateQuery({ name: { $gte: 'm' } }, 1).sql).toContain(`jsonb_typeof(doc->'name') = 'string'`);
    expect(translateQuery({ published: { $lte: true } }, 1).sql).toContain(`= 'boolean'`);
    expect(translateQuery({ n: { $gt: 1 } }, 1).sql).toContain(' > $1::jsonb');
  });

  it('translates $ne, $in, $nin, $exists; negations treat NULL as no match', () => {
    expect(translateQuery({ a: { $ne: 1 } }, 1).sql).toBe(`NOT coalesce(doc->'a' @> $1::jsonb, FALSE)`);
    expect(translateQuery({ a: { $in: [1, 'x', null] } }, 1)).toEqual({
      sql: `(doc->'a' @> $1::jsonb OR doc->'a' @> $2::jsonb OR coalesce(jsonb_typeof(doc->'a'), 'null') = 'null')`,
      params: ['1', '"x"'],
    });
    expect(translateQuery({ a: { $in: [] } }, 1).sql).toBe('FALSE');
    expect(translateQuery({ a: { $nin: [1, 2] } }, 1).sql).toBe(
      `NOT coalesce((doc->'a' @> $1::jsonb OR doc->'a' @> $2::jsonb), FALSE)`,
    );
    expect(translateQuery({ timestamp: { $ne: 'x' } }, 1).sql).toBe('NOT coalesce(ts = $1, FALSE)');
    expect(translateQuery({ a: { $exists: true } }, 1)).toEqual({ sql: `doc->'a' IS NOT NULL`, params: [] });
    expect(translateQuery({ a: { $exists: false } }, 1).sql).toBe(`doc->'a' IS NULL`);
    expect(translateQuery({ id: { $exists: false } }, 1).sql).toBe('FALSE');
  });

  it('ANDs several operators on one field and several fields', () => {
    expect(translateQuery({ a: { $gt: 1, $lt: 5 }, b: 'x' }, 1).sql).toBe(
      `(((jsonb_typeof(doc->'a') = 'number' AND doc->'a' > $1::jsonb)) AND ` +
        `((jsonb_typeof(doc->'a') = 'number' AND doc->'a' < $2::jsonb))) AND ` +
        `(doc->'b' @> $3::jsonb)`,
    );
  });

  it('combines with $and and $or', () => {
    expect(translateQuery({ $or: [{ a: 1 }, { $and: [{ b: 2 }, { c: 3 }] }] }, 1).sql).toBe(
      `((doc->'a' @> $1::jsonb) OR ((doc->'b' @> $2::jsonb) AND (doc->'c' @> $3::jsonb)))`,
    );
  });

  it('translates $contains and $search with escaped wildcards', () => {
    expect(translateQuery({ type: { $contains: '50%_off\\' } }, 1)).toEqual({
      sql: `lower(doc->>'type') LIKE '%' || lower($1) || '%'`,
      params: ['50\\%\\_off\\\\'],
    });
    expect(translateQuery({ $search: 'Demo' }, 1)).toEqual({
      sql: `search LIKE '%' || lower($1) || '%'`,
      params: ['Demo'],
    });
    expect(translateQuery({ $and: [{ $search: 'abc' }, { type: 'domain' }] }, 1).sql).toContain(
      'search LIKE',
    );
  });

  it('lets $contains on a searched field use the trigram index too', () => {
    expect(translateQuery({ nickname: { $contains: 'Owner' } }, 1)).toEqual({
      sql: `(search LIKE '%' || lower($1) || '%' AND lower(doc->>'nickname') LIKE '%' || lower($1) || '%')`,
      params: ['Owner'],
    });
    expect(translateQuery({ id: { $contains: 'ab' } }, 1).sql).toBe(
      `(search LIKE '%' || lower($1) || '%' AND lower(id) LIKE '%' || lower($1) || '%')`,
    );
  });

  it('narrows an e-mail address by the part before its @ and checks the whole address on the rows found', () => {
    expect(translateQuery({ $search: 'Ann.Lee@Example.test' }, 1)).toEqual({
      sql: `(search LIKE '%' || lower($1) || '%' AND strpos(search, lower($2)) > 0)`,
      params: ['Ann.Lee', 'Ann.Lee@Example.test'],
    });
    expect(translateQuery({ email: { $contains: 'ann_lee@example' } }, 1)).toEqual({
      sql: `(search LIKE '%' || lower($2) || '%' AND lower(doc->>'email') LIKE '%' || lower($1) || '%')`,
      params: ['ann\\_lee@example', 'ann\\_lee'],
    });
    // Too short a first part (or none) to narrow by: the whole word, as for any other.
    for (const word of ['ab@example.test', '@example.test']) {
      expect(translateQuery({ $search: word }, 1)).toEqual({
        sql: `search LIKE '%' || lower($1) || '%'`,
        params: [word],
      });
    }
  });

  it('keeps hostile values out of the SQL text', () => {
    const hostile = `'; DROP TABLE users; --`;
    for (const query of [
      { name: hostile },
      { name: { $contains: hostile } },
      { name: { $gt: hostile } },
      { name: { $in: [hostile] } },
      { $search: hostile },
      { id: hostile },
      { timestamp: hostile },
      { plan: { [hostile]: hostile } },
    ]) {
      const { sql, params } = translateQuery(query, 1);
      expect(sql).not.toContain('DROP');
      expect(sql).not.toContain(`';`);
      expect(JSON.stringify(params)).toContain('DROP TABLE users');
    }
  });
});

describe('translateQuery: what it refuses', () => {
  it('names unknown operators', () => {
    expect(refuse({ $where: 'this.a == 1' })).toBe('Unknown operator "$where"');
    expect(refuse({ name: { $regex: 'function () { return true }' } })).toBe('Unknown operator "$regex"');
    expect(refuse({ name: { $where: 'sleep(1000)' } })).toBe('Unknown operator "$where"');
    expect(refuse({ $nor: [{ a: 1 }] })).toBe('Unknown operator "$nor"');
    expect(refuse({ a: { $not: { $eq: 1 } } })).toBe('Unknown operator "$not"');
    expect(refuse({ $expr: { $eq: ['$a', '$b'] } })).toBe('Unknown operator "$expr"');
    expect(refuse({ a: { $elemMatch: { b: 1 } } })).toBe('Unknown operator "$elemMatch"');
    expect(refuseText('{"$where":"function(){return true}"}')).toBe('Unknown operator "$where"');
  });

  it('refuses field names that are not plain identifiers', () => {
    const message = (name: string) =>
      `Field name "${name}" is not valid: use letters, digits and underscores, with dots for nested fields`;
    expect(refuse({ "'; DROP TABLE users; --": 1 })).toBe(message("'; DROP TABLE users; --"));
    expect(refuse({ "name' OR '1'='1": 1 })).toBe(message("name' OR '1'='1"));
    expect(refuse({ 'a}': 1 })).toBe(message('a}'));
    expect(refuse({ 'a..b': 1 })).toBe(message('a..b'));
    expect(refuse({ '1a': 1 })).toBe(message('1a'));
    expect(refuse({ 'a.b.c.d.e': 1 })).toBe(message('a.b.c.d.e'));
    expect(refuse({ '': 1 })).toBe(message(''));
    expect(refuse({ ['x'.repeat(300)]: 1 })).toBe(message(`${'x'.repeat(60)}…`));
  });

  it('refuses prototype keys anywhere, including from JSON text', () => {
    expect(refuseText('{"__proto__": {"$gt": 1}}')).toBe('Field name "__proto__" is not allowed');
    expect(refuseText('{"$and": [{"constructor": 1}]}')).toBe('Field name "constructor" is not allowed');
    expect(refuse({ prototype: 1 })).toBe('Field name "prototype" is not allowed');
    expect(refuse({ 'a.__proto__.b': 1 })).toBe('Field name "a.__proto__.b" is not allowed');
    expect(refuse({ 'constructor.prototype': 1 })).toBe('Field name "constructor.prototype" is not allowed');
    expect(refuseText('{"plan": {"__proto__": {"polluted": true}}}')).toBe('Key "__proto__" is not allowed');
    expect(refuseText('{"plan": {"$eq": {"a": {"constructor": 1}}}}')).toBe(
      'Key "constructor" is not allowed',
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses arrays and other values where objects are expected', () => {
    expect(refuse([{ a: 1 }])).toBe('The query must be a JSON object, not an array');
    expect(refuse('name')).toBe('The query must be a JSON object');
    expect(refuse(null)).toBe('The query must be a JSON object');
    expect(refuse(42)).toBe('The query must be a JSON object');
    expect(refuse(new Date())).toBe('The query must be a JSON object');
    expect(refuse({ $and: { a: 1 } })).toBe('"$and" needs an array of conditions');
    expect(refuse({ $or: 'a' })).toBe('"$or" needs an array of conditions');
    expect(refuse({ $and: [] })).toBe('"$and" needs at least one condition');
    expect(refuse({ $and: [[{ a: 1 }]] })).toBe('Each condition in "$and" must be an object');
    expect(refuse({ $or: [null] })).toBe('Each condition in "$or" must be an object');
    expect(refuse({ a: { $in: 'x' } })).toBe('"$in" on "a" needs an array of values');
    expect(refuse({ a: { $nin: { x: 1 } } })).toBe('"$nin" on "a" needs an array of values');
  });

  it('needs at least three characters to search, and on a large collection to match a substring', () => {
    expect(refuse({ $search: 'ab' })).toBe(SEARCH_TOO_SHORT);
    expect(refuse({ $search: '  ab ' })).toBe(SEARCH_TOO_SHORT);
    expect(translateQuery({ $search: 'abc' }, 1).params).toEqual(['abc']);
    // A small collection matches any substring of any field; a large one only where the trigram index serves.
    expect(translateQuery({ email: { $contains: 'a' } }, 1).params).toEqual(['a']);
    const large = (query: unknown) => () => translateQuery(query, 1, { large: true });
    expect(large({ currency: { $contains: 'bench' } })).toThrow(containsRefused('currency'));
    expect(large({ email: { $contains: 'bench' } })().sql).toContain('search LIKE');
    expect(large({ name: { $contains: 'ab' } })).toThrow(SEARCH_TOO_SHORT);
    expect(large({ name: { $contains: 'abc' } })().sql).toContain('search LIKE');
  });

  it('checks operand types', () => {
    expect(refuse({ a: { $gt: { b: 1 } } })).toBe('"$gt" on "a" needs a number, a string or a boolean');
    expect(refuse({ a: { $lte: null } })).toBe('"$lte" on "a" needs a number, a string or a boolean');
    expect(refuse({ a: { $in: [{ b: 1 }] } })).toBe(
      '"$in" on "a" accepts only strings, numbers, booleans and null',
    );
    expect(refuse({ a: { $exists: 'yes' } })).toBe('"$exists" on "a" needs true or false');
    expect(refuse({ a: { $contains: 5 } })).toBe('"$contains" on "a" needs a string');
    expect(refuse({ $search: { $gt: '' } })).toBe('"$search" needs a word (a string)');
    expect(refuse({ name: { $search: 'x' } })).toBe(
      '"$search" searches whole records and cannot be used on the field "name"',
    );
    expect(refuse({ id: 5 })).toBe('Values compared with "id" must be strings');
    expect(refuse({ id: { $gt: 5 } })).toBe('Values compared with "id" must be strings');
    expect(refuse({ a: { $eq: 1, b: 2 } })).toBe('The condition on "a" mixes operators with the field "b"');
    expect(refuse({ a: { b: { $gt: 1 } } })).toBe(
      'Operator "$gt" is not allowed inside a value; use a dotted field name instead',
    );
    expect(refuse({ a: Number.NaN })).toBe('Numbers in a query must be finite');
    expect(refuse({ a: { $gt: Infinity } })).toBe('"$gt" on "a" needs a number, a string or a boolean');
    expect(refuse({ a: undefined })).toBe(
      'Values in a query must be strings, numbers, booleans, null, arrays or objects',
    );
    expect(refuse({ a: () => 1 })).toBe(
      'Values in a query must be strings, numbers, booleans, null, arrays or objects',
    );
    expect(refuse({ a: new Date(0) })).toBe(
      'Values in a query must be strings, numbers, booleans, null, arrays or objects',
    );
  });

  it('limits nesting to 6 levels', () => {
    expect(() => translateQuery(nestedAnd(6), 1)).not.toThrow();
    expect(refuse(nestedAnd(7))).toBe('Query is nested too deeply (more than 6 levels)');
    expect(() => translateQuery(nestedAnd(5) as object, 1)).not.toThrow();
    // A field's operator object is one more level.
    let withOperator: unknown = { a: { $gt: 1 } };
    for (let i = 1; i < 6; i += 1) withOperator = { $or: [withOperator] };
    expect(refuse(withOperator)).toBe('Query is nested too deeply (more than 6 levels)');
    // So is every object or array inside a literal value.
    expect(refuse({ a: { b: { c: { d: { e: { f: { g: 1 } } } } } } })).toBe(
      'Query is nested too deeply (more than 6 levels)',
    );
    expect(refuse({ a: [[[[[[1]]]]]] })).toBe('Query is nested too deeply (more than 6 levels)');
    // Deep JSON text is refused, not a stack overflow.
    const deep = `{"a":${'['.repeat(4000)}${']'.repeat(4000)}}`;
    expect(refuseText(deep)).toBe('Query is nested too deeply (more than 6 levels)');
    expect(refuseText(`${'{"$and":['.repeat(900)}{}${']}'.repeat(900)}`)).toBe(
      'Query is nested too deeply (more than 6 levels)',
    );
  });

  it('limits conditions, $in items, string and text length', () => {
    const fields = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}`, i]));
    expect(() => translateQuery(fields(100), 1)).not.toThrow();
    expect(refuse(fields(101))).toBe('Query has too many conditions (more than 100)');
    expect(refuse({ $or: Array.from({ length: 101 }, () => ({})) })).toBe(
      'Query has too many conditions (more than 100)',
    );
    expect(refuse({ $or: Array.from({ length: 60 }, (_, i) => ({ a: i, b: i })) })).toBe(
      'Query has too many conditions (more than 100)',
    );
    const items = (n: number) => Array.from({ length: n }, (_, i) => i);
    expect(() => translateQuery({ a: { $in: items(100) } }, 1)).not.toThrow();
    expect(refuse({ a: { $in: items(101) } })).toBe('"$in" on "a" has too many values (more than 100)');
    expect(refuse({ a: items(101) })).toBe('An array in the query is too long (more than 100 items)');
    expect(() => translateQuery({ a: 'x'.repeat(1000) }, 1)).not.toThrow();
    const tooLong = 'A value in the query is too long (more than 1000 characters)';
    expect(refuse({ a: 'x'.repeat(1001) })).toBe(tooLong);
    expect(refuse({ $search: 'x'.repeat(1001) })).toBe(tooLong);
    expect(refuse({ a: { $contains: 'x'.repeat(1001) } })).toBe(tooLong);
    expect(refuse({ a: { $in: ['x'.repeat(1001)] } })).toBe(tooLong);
    expect(refuse({ a: { b: 'x'.repeat(1001) } })).toBe(tooLong);
    expect(refusal(() => parseQueryText(' '.repeat(10001)))).toBe(
      'Query is too long (more than 10000 characters)',
    );
    expect(parseQueryText(`${' '.repeat(9998)}{}`)).toEqual({});
  });

  it('refuses text that is not JSON', () => {
    expect(refusal(() => parseQueryText('{name: "bob"'))).toMatch(/^Query is not valid JSON/);
    expect(refusal(() => parseQueryText(''))).toMatch(/^Query is not valid JSON/);
    expect(refusal(() => parseQueryText("{'a': 1}"))).toMatch(/^Query is not valid JSON/);
    // Our words, never the parser's ("Unexpected token …", "Expected property name …").
    for (const text of ['{name: "bob"', '', "{'a': 1}", '[1,']) {
      expect(refusal(() => parseQueryText(text))).toBe(QUERY_NOT_JSON);
    }
  });

  it('rejects a bad placeholder index as a programming error', () => {
    expect(() => translateQuery({}, 0)).toThrow(RangeError);
  });
});
