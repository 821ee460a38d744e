/**
 * The shape of the configuration table (`server/config-table.ts`): a row of one or more environment
 * variables, what they mean, and how each variable's text is parsed and what its default is.
 */

/** How a variable's text becomes a value; a value that does not parse stops the start with `ConfigError`. */
export type ConfigParse =
  /** Text; with `match`, a value must match its pattern ("<NAME> must be <rule>"); with `minLength`, be that long. */
  | { kind: 'string'; match?: { pattern: RegExp; rule: string }; minLength?: number }
  /** A whole number from `min` to `max`. */
  | { kind: 'int'; min: number; max: number }
  /** 1/true/yes/on or 0/false/no/off. */
  | { kind: 'bool' }
  /** An http:// or https:// URL; trailing slashes are dropped. */
  | { kind: 'url' }
  /** One of `values`. */
  | { kind: 'enum'; values: readonly string[] };

/** One environment variable: its name, how its text is parsed, and its default. */
export interface ConfigVariable {
  name: string;
  parse: ConfigParse;
  /** The default, written as it would be in the environment. */
  default?: string;
  /** A default that is not a literal value (Markdown, as docs/configuration.md shows it). */
  defaultText?: string;
  /**
   * The default is the provider's own (the provider applies it): `loadConfig` passes the variable on only
   * when it is set, and a unit test keeps this default equal to the provider's.
   */
  providerDefault?: true;
  /** This variable must be set when that one is. */
  requiredWhen?: string;
  /** Used exactly as given (not trimmed), and never written into examples. */
  secret?: true;
}

/** One line of the table: variables that belong together and what they do. */
export interface ConfigRow {
  variables: readonly ConfigVariable[];
  /** What the row's variables do (Markdown, as docs/configuration.md shows it). */
  meaning: string;
  /** The variables only work together: all of them or none. */
  together?: true;
}
