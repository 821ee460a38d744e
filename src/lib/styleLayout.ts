/**
 * The styles editor's layout (single-target-and-flows.md §3 Style spec, §8, §9): rows of a header or up to four
 * variables (a full row, halves, thirds or quarters on large screens), each variable known by id and type; an
 * id the spec does not define, or a type the editor does not know, becomes an error cell.
 */
import { isStyleVariableType, type StyleVariableType } from '../../common/styleRules';

export interface LayoutVariable {
  id: string;
  type: string;
}

export interface LayoutRowSpec {
  header?: string;
  variables?: string[];
}

export type LayoutCell<V> =
  { kind: 'variable'; variable: V & { type: StyleVariableType } } | { kind: 'unknown'; id: string };

export type LayoutRow<V> = { kind: 'header'; text: string } | { kind: 'cells'; cells: LayoutCell<V>[] };

/** The grid width (of 12) of a cell in a row of `count` cells on large screens: 12, 6, 4 or 3. */
export function columnSize(count: number): number {
  return 12 / Math.min(Math.max(count, 1), 4);
}

/** The rows to draw, in order; a row with a header and variables gives both. */
export function layoutRows<V extends LayoutVariable>(
  variables: readonly V[],
  layout: readonly LayoutRowSpec[],
): LayoutRow<V>[] {
  const byId = new Map(variables.map((variable) => [variable.id, variable]));
  return layout.flatMap((row): LayoutRow<V>[] => {
    const rows: LayoutRow<V>[] = [];
    if (row.header) rows.push({ kind: 'header', text: row.header });
    if (row.variables && row.variables.length > 0) {
      rows.push({
        kind: 'cells',
        cells: row.variables.map((id): LayoutCell<V> => {
          const variable = byId.get(id);
          if (!variable || !isStyleVariableType(variable.type)) return { kind: 'unknown', id };
          return { kind: 'variable', variable: variable as V & { type: StyleVariableType } };
        }),
      });
    }
    return rows;
  });
}

/** The stored override of a variable, or undefined when it has its default. */
export function overrideOf(
  overrides: readonly { id: string; value: string }[],
  id: string,
): string | undefined {
  return overrides.find((entry) => entry.id === id)?.value;
}
