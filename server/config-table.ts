/**
 * The server's configuration variables: one table that `loadConfig` reads the environment through, that
 * `scripts/gen-config.ts` renders into the table of `docs/configuration.md` and into `.env.example`, and
 * that a unit test keeps equal to both. Add a variable to a row module of `config-table/`, then run
 * `npm run gen:config`.
 *
 * Each row is one line of that table: one or more variables, what they mean, and, for variables
 * that only work together, `together`. Each variable says how its value is parsed and what its default is:
 * `default` is a literal value in the environment's own form (parsed like a given value), `defaultText`
 * describes a default that is not a literal (it depends on other settings or is generated).
 *
 * The rows are kept by area in `config-table/` (their shape in `config-table/types.ts`); this module puts them
 * together in the order the documentation shows them, and reads the environment through them.
 */
import { FEATURE_ROWS } from './config-table/features.ts';
import { PLATFORM_ROWS } from './config-table/platforms.ts';
import { SECURITY_ROWS } from './config-table/security.ts';
import { SERVER_ROWS } from './config-table/server.ts';
import { SITE_ROWS } from './config-table/site.ts';
import type { ConfigRow, ConfigVariable } from './config-table/types.ts';

export type { ConfigParse, ConfigRow, ConfigVariable } from './config-table/types.ts';
export { DEFAULT_DEVELOPER_LIST_EMAILS } from './config-table/features.ts';
export { MIN_SECRET_LENGTH, TRUST_PROXY_PATTERN } from './config-table/security.ts';

/** Raised for a configuration that cannot work; the message says which variable to fix. */
export class ConfigError extends Error {}

/** Every row of the table, in the order `docs/configuration.md` and `.env.example` show them. */
export const CONFIG_TABLE = [
  ...SERVER_ROWS,
  ...SECURITY_ROWS,
  ...SITE_ROWS,
  ...PLATFORM_ROWS,
  ...FEATURE_ROWS,
] as const satisfies readonly ConfigRow[];

type TableVariable = (typeof CONFIG_TABLE)[number]['variables'][number];

/** The name of a configuration variable. */
export type ConfigName = TableVariable['name'];

type ParsedValue<V> = V extends { parse: { kind: 'int' } }
  ? number
  : V extends { parse: { kind: 'bool' } }
    ? boolean
    : string;

/** Variables the value of which is always there: a literal default that the server applies itself. */
type Defaulted<V> = V extends { default: string } ? (V extends { providerDefault: true } ? never : V) : never;

/** Every variable's value: parsed, its default applied, `undefined` when unset and without a default. */
export type ConfigValues = {
  [V in TableVariable as V['name']]: V extends Defaulted<V> ? ParsedValue<V> : ParsedValue<V> | undefined;
};

const VARIABLES: ReadonlyMap<string, ConfigVariable> = new Map(
  (CONFIG_TABLE as readonly ConfigRow[]).flatMap((row) => row.variables.map((v) => [v.name, v])),
);

/** The given text of a variable: trimmed (except secrets), `undefined` when unset or blank. */
function given(env: NodeJS.ProcessEnv, variable: ConfigVariable): string | undefined {
  const raw = env[variable.name];
  if (raw === undefined) return undefined;
  const text = variable.secret ? raw : raw.trim();
  return text === '' ? undefined : text;
}

function parseValue(variable: ConfigVariable, text: string): string | number | boolean {
  const { name, parse } = variable;
  switch (parse.kind) {
    case 'int': {
      const value = Number(text);
      if (!Number.isInteger(value) || value < parse.min || value > parse.max)
        throw new ConfigError(`${name} must be a whole number from ${parse.min} to ${parse.max}`);
      return value;
    }
    case 'bool': {
      const lower = text.toLowerCase();
      if (['1', 'true', 'yes', 'on'].includes(lower)) return true;
      if (['0', 'false', 'no', 'off'].includes(lower)) return false;
      throw new ConfigError(`${name} must be 1 or 0`);
    }
    case 'url':
      if (!URL.canParse(text) || !/^https?:$/.test(new URL(text).protocol))
        throw new ConfigError(`${name} must be an http:// or https:// URL`);
      return text.replace(/\/+$/, '');
    case 'enum':
      if (!parse.values.includes(text))
        throw new ConfigError(`${name} must be one of ${parse.values.join(', ')}`);
      return text;
    case 'string':
      if (parse.minLength !== undefined && text.length < parse.minLength)
        throw new ConfigError(`${name} must be at least ${parse.minLength} characters`);
      if (parse.match && !parse.match.pattern.test(text))
        throw new ConfigError(`${name} must be ${parse.match.rule}`);
      return text;
  }
}

/** One variable's value, read and parsed through the table (its default applied unless the provider's). */
export function readVariable<N extends ConfigName>(env: NodeJS.ProcessEnv, name: N): ConfigValues[N] {
  const variable = VARIABLES.get(name);
  if (!variable) throw new Error(`${name} is not in the configuration table`);
  const text = given(env, variable) ?? (variable.providerDefault ? undefined : variable.default);
  return (text === undefined ? undefined : parseValue(variable, text)) as ConfigValues[N];
}

/** "A and B", "A, B and C". */
function listNames(names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * Every variable of the table, read and parsed, after the checks between variables: in a `together` row
 * the variables without a default are all set or none, and a `requiredWhen` variable is set with the other.
 */
export function readConfigTable(env: NodeJS.ProcessEnv): ConfigValues {
  const values: Record<string, unknown> = {};
  for (const row of CONFIG_TABLE as readonly ConfigRow[]) {
    const grouped = row.variables.filter((v) => togetherInRow(row, v));
    const set = grouped.filter((v) => given(env, v) !== undefined);
    if (set.length > 0 && set.length < grouped.length)
      throw new ConfigError(`${listNames(grouped.map((v) => v.name))} must be set together`);
    for (const variable of row.variables) {
      if (variable.requiredWhen && given(env, variable) === undefined && env[variable.requiredWhen]?.trim())
        throw new ConfigError(`${variable.name} is required when ${variable.requiredWhen} is set`);
      values[variable.name] = readVariable(env, variable.name as ConfigName);
    }
  }
  return values as ConfigValues;
}

/** Whether a variable is one of those its row needs all of: in a `together` row, those without a default. */
function togetherInRow(row: ConfigRow, variable: ConfigVariable): boolean {
  return row.together === true && variable.default === undefined && variable.defaultText === undefined;
}
