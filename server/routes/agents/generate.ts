/**
 * Crafting an agent's character from its modules (staff-and-agents.md §4 Crafting mode), by rules: the
 * personality from personality modules, the speech style from speech modules, the faceprompt from the
 * modules whose type triggers the face, the tagline from the rest, and a name drawn by the seed. A remix
 * draws a new name and face with the same modules.
 */
import { parseModuleValue } from '../../../common/agents.ts';
import type { AgentModuleText } from '../../providers/language/index.ts';
import type { ModuleTypeDoc } from '../../repositories/agents-repository.ts';

const FIRST = [
  'Nova',
  'Orion',
  'Luna',
  'Iris',
  'Atlas',
  'Juniper',
  'Milo',
  'Sage',
  'Quinn',
  'Rowan',
  'Ember',
  'Pip',
];
const LAST = [
  'Starling',
  'Vale',
  'Brightwater',
  'Quill',
  'Hollow',
  'Marlowe',
  'Finch',
  'Ashby',
  'Rook',
  'Wren',
];

export interface ChosenModuleText extends AgentModuleText {
  typeId: string;
  moduleId: string;
  triggersFace: boolean;
  typePrompt: string;
}

/** The modules of `byType` (type id → module ids) with their texts; unknown ids are left out. */
export function moduleTexts(
  byType: Record<string, string[]>,
  types: readonly ModuleTypeDoc[],
): ChosenModuleText[] {
  const out: ChosenModuleText[] = [];
  for (const type of types) {
    for (const id of byType[type._id] ?? []) {
      const module = type.modules.find((m) => m._id === id);
      if (!module) continue;
      const { name, prompt } = parseModuleValue(module.value);
      out.push({
        type: type.display_name,
        name,
        prompt,
        typeId: type._id,
        moduleId: id,
        triggersFace: type.triggers_faceprompt,
        typePrompt: type.ai_prompt,
      });
    }
  }
  return out;
}

const isKind = (m: ChosenModuleText, ...words: string[]) =>
  words.some((w) => m.type.toLowerCase().includes(w));
const sentence = (parts: string[]) => parts.filter(Boolean).join('. ').replace(/\.\./g, '.');

export interface Character {
  display_name: string;
  display_tagline: string;
  personality: string;
  speech_style: string;
  faceprompt: string;
  prompt: string;
}

/** The character the modules give; `seed` picks the name. */
export function craftCharacter(modules: readonly ChosenModuleText[], seed: number): Character {
  const personality = modules.filter((m) => isKind(m, 'personality', 'trait', 'character', 'mood'));
  const speech = modules.filter((m) => isKind(m, 'speech', 'voice', 'accent', 'style', 'language'));
  const face = modules.filter((m) => m.triggersFace);
  const rest = modules.filter((m) => !personality.includes(m) && !speech.includes(m));
  const pick = (list: readonly string[], n: number) => list[Math.abs(n) % list.length];
  const topics = (rest.length > 0 ? rest : modules).map((m) => m.name);
  return {
    display_name: `${pick(FIRST, seed)} ${pick(LAST, Math.floor(seed / FIRST.length))}`,
    display_tagline: topics.length > 0 ? `Into ${topics.slice(0, 3).join(', ')}` : 'A new agent',
    personality: sentence(personality.map((m) => m.prompt || m.name)) || 'Friendly and curious',
    speech_style: sentence(speech.map((m) => m.prompt || m.name)) || 'Plain and friendly',
    faceprompt: (face.length > 0 ? face : modules).map((m) => m.prompt || m.name).join(', '),
    prompt: modules
      .map((m) =>
        [m.typePrompt, `${m.type}: ${m.name}${m.prompt ? ` - ${m.prompt}` : ''}`].filter(Boolean).join(' '),
      )
      .join('\n'),
  };
}
