/** Face icons of AI agents, made from the agent's faceprompt (staff-and-agents.md §3 Agent). */
export interface ImagesProvider {
  kind: 'local' | 'openai';
  /** How the console labels the icons: "generated avatar", or the image model's name. */
  label: string;
  /** A square PNG face icon for the prompt; `seed` makes a remix differ from the icon before it. */
  faceIcon(prompt: string, seed: number): Promise<Buffer>;
}
