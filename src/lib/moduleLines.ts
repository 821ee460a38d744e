/**
 * The module-add text area of the module type editor (staff-and-agents.md §5): one module per line, each
 * 'Display Name : AI Prompt'. Blank lines are skipped; a bad line is refused with its line number. New modules
 * get the ids `<type id>-<n>` with the smallest n no module uses yet.
 */
import { ModuleTypeModuleRules } from '../../common/api/field-rules.gen';

export interface NewModule {
  _id: string;
  value: string;
}

export type ModuleLines = { ok: true; modules: NewModule[] } | { ok: false; error: string };

export const MODULE_LINE_TEXTS = {
  none: 'Write at least one module, one per line.',
  badLine: (line: number) => `Line ${line}: write the module as 'Display Name : AI Prompt'.`,
  tooLong: (line: number, max: number) => `Line ${line}: a module may have at most ${max} characters.`,
} as const;

/** The modules of `text`, with ids free among `takenIds` (every module id of every type). */
export function parseModuleLines(text: string, typeId: string, takenIds: Iterable<string>): ModuleLines {
  const taken = new Set(takenIds);
  const modules: NewModule[] = [];
  const lines = text.split(/\r?\n/);
  let next = 1;
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    const at = line.indexOf(':');
    const name = at < 0 ? '' : line.slice(0, at).trim();
    const prompt = at < 0 ? '' : line.slice(at + 1).trim();
    if (name === '' || prompt === '') return { ok: false, error: MODULE_LINE_TEXTS.badLine(index + 1) };
    const value = `${name} : ${prompt}`;
    const max = ModuleTypeModuleRules.value.maxLength;
    if ([...value].length > max) return { ok: false, error: MODULE_LINE_TEXTS.tooLong(index + 1, max) };
    while (taken.has(`${typeId}-${next}`)) next += 1;
    const id = `${typeId}-${next}`;
    taken.add(id);
    modules.push({ _id: id, value });
  }
  if (modules.length === 0) return { ok: false, error: MODULE_LINE_TEXTS.none };
  return { ok: true, modules };
}
