/**
 * The style specs of the templates (single-target-and-flows.md §3 Style spec) as data: which variables a
 * target's template has, their types and defaults, and the editor's layout rows (a header, or one to four
 * variables side by side). Ours: the specification shows the shape, not the templates' variables. A template
 * without its own spec uses the location spec; the metaverse and events have one each.
 */
import type { components } from '../../../common/api/schema.d.ts';

type Variable = components['schemas']['StyleSpec']['variables'][number];
type Row = components['schemas']['StyleSpec']['layout'][number];

export interface TemplateSpec {
  variables: Variable[];
  layout: Row[];
}

const ALL_CONTENT = ['image', 'video', 'hls', 'youtube', 'livestream'] as const;

const text = (id: string, name: string, description: string, value = ''): Variable => ({
  id,
  name,
  description,
  type: 'text',
  default: value,
});
const color = (id: string, name: string, value: string): Variable => ({
  id,
  name,
  description: 'A colour, like #00796b',
  type: 'color',
  default: value,
});
const screen = (id: string, name: string, description: string, aspect = '16:9'): Variable => ({
  id,
  name,
  description,
  type: 'content',
  aspect,
  default: '',
  accepts: [...ALL_CONTENT],
});
const picture = (id: string, name: string, aspect: string): Variable => ({
  id,
  name,
  description: 'A picture from your drives',
  type: 'content',
  aspect,
  default: '',
  accepts: ['image'],
});
const door = (id: string, name: string, description: string): Variable => ({
  id,
  name,
  description,
  type: 'location',
  default: '',
});

const LOCATION: TemplateSpec = {
  variables: [
    color('accent', 'Accent colour', '#00796b'),
    color('background', 'Wall colour', '#f5f5f5'),
    screen('screen1', 'Main screen', 'Shown on the large screen facing the entrance'),
    screen('screen2', 'Side screen', 'Shown on the screen beside the stage'),
    picture('picture1', 'Left picture', '1:1'),
    picture('picture2', 'Centre picture', '1:1'),
    picture('picture3', 'Right picture', '1:1'),
    door('door1', 'North door', 'Where the north door leads'),
    door('door2', 'East door', 'Where the east door leads'),
    door('door3', 'South door', 'Where the south door leads'),
    door('door4', 'West door', 'Where the west door leads'),
  ],
  layout: [
    { header: 'Colours' },
    { variables: ['accent', 'background'] },
    { header: 'Screens' },
    { variables: ['screen1'] },
    { variables: ['screen2'] },
    { header: 'Pictures' },
    { variables: ['picture1', 'picture2', 'picture3'] },
    { header: 'Doors' },
    { variables: ['door1', 'door2', 'door3', 'door4'] },
  ],
};

const STOREFRONT: TemplateSpec = {
  variables: [
    text('sign', 'Shop sign', 'The words over the shop window'),
    color('accent', 'Accent colour', '#6a1b9a'),
    screen('window', 'Shop window', 'Shown in the shop window'),
    door('entrance', 'Entrance', 'Where the shop door leads'),
  ],
  layout: [
    { header: 'Shop front' },
    { variables: ['sign', 'accent'] },
    { variables: ['window'] },
    { header: 'Doors' },
    { variables: ['entrance'] },
  ],
};

const JOKE: TemplateSpec = {
  variables: [
    text('punchline', 'Punchline', 'The joke told at the door'),
    picture('poster', 'Poster', '3:4'),
    door('exit', 'Exit', 'Where the exit leads'),
  ],
  layout: [{ header: 'Booth' }, { variables: ['punchline', 'poster'] }, { variables: ['exit'] }],
};

const CONFERENCE: TemplateSpec = {
  variables: [
    text('title', 'Stage title', 'Shown above the stage'),
    color('accent', 'Accent colour', '#1565c0'),
    screen('stage', 'Stage screen', 'Shown behind the speakers'),
    picture('sponsor1', 'Sponsor 1', '2:1'),
    picture('sponsor2', 'Sponsor 2', '2:1'),
    door('exit', 'Exit', 'Where the exit leads'),
  ],
  layout: [
    { header: 'Stage' },
    { variables: ['title', 'accent'] },
    { variables: ['stage'] },
    { header: 'Sponsors' },
    { variables: ['sponsor1', 'sponsor2'] },
    { header: 'Doors' },
    { variables: ['exit'] },
  ],
};

const METAVERSE: TemplateSpec = {
  variables: [
    text('welcome', 'Welcome message', 'Shown to visitors as they arrive'),
    color('accent', 'Accent colour', '#00796b'),
    screen('lobbyscreen', 'Lobby screen', 'Shown on the lobby screen'),
    door('lobbydoor', 'Lobby door', 'Where the lobby door leads'),
  ],
  layout: [
    { header: 'Lobby' },
    { variables: ['welcome', 'accent'] },
    { variables: ['lobbyscreen'] },
    { variables: ['lobbydoor'] },
  ],
};

const EVENT: TemplateSpec = {
  variables: [
    text('headline', 'Headline', 'Shown over the stage during the event'),
    screen('stage', 'Stage screen', 'Shown behind the stage'),
    picture('backdrop', 'Backdrop', '4:1'),
    door('exit', 'Exit', 'Where the exit leads after the event'),
  ],
  layout: [
    { header: 'Stage' },
    { variables: ['headline'] },
    { variables: ['stage'] },
    { variables: ['backdrop', 'exit'] },
  ],
};

const BY_TEMPLATE: Record<string, TemplateSpec> = {
  storefront: STOREFRONT,
  joke: JOKE,
  conference: CONFERENCE,
};

/** The name and spec of a target's template: the metaverse's, an event's, or a location's by its template. */
export function templateSpec(
  type: 'domain' | 'locations' | 'events',
  template: string | undefined,
): { template: string; spec: TemplateSpec } {
  if (type === 'domain') return { template: 'metaverse', spec: METAVERSE };
  if (type === 'events') return { template: template ?? 'event', spec: EVENT };
  const name = template ?? 'location';
  return { template: name, spec: BY_TEMPLATE[name] ?? LOCATION };
}
