import { matchPath } from 'react-router-dom';
import { isDeveloper } from '../authProvider/canAccess';
import { useSession } from '../authProvider/useSession';
import { useAgent, useAgentIsOwner } from '../dataProvider/agents.queries';
import { paths, routes } from '../paths';
import type { NavItem } from './links';
import type { SidebarGroup } from './Sidebar';
import { SIDEBAR_TEXTS as T } from './texts';

/** The agent views the sidebar links to, in its order; Dev View only for developers. */
export function agentLinks(agentId: string, developer: boolean): NavItem[] {
  return [
    { label: T.agentHome, to: paths.agent(agentId), exact: true },
    { label: T.agentChat, to: paths.agent(agentId, 'chat') },
    { label: T.agentCrafting, to: paths.agent(agentId, 'crafting') },
    { label: T.agentPlatforms, to: paths.agent(agentId, 'platforms') },
    { label: T.agentDelete, to: paths.agent(agentId, 'delete') },
    ...(developer ? [{ label: T.agentDevView, to: paths.agent(agentId, 'dev') }] : []),
  ];
}

/**
 * The sidebar group of the agent the page shows (owner-console.md §2.2): on `/agent/{id}/…`, for the agent's
 * owner only, named after the agent. The same reads as the agent page, so no second request.
 */
export function useAgentLinks(pathname: string): SidebarGroup | null {
  const session = useSession();
  const signedIn = session.status === 'authenticated' ? session : null;
  const id = signedIn ? matchPath(routes.agent, pathname)?.params.id : undefined;
  const agent = useAgent(id);
  const owner = useAgentIsOwner(id);
  if (!signedIn || !id || !agent.data || owner.data !== true) return null;
  return { heading: agent.data.display_name, links: agentLinks(agent.data._id, isDeveloper(signedIn.user)) };
}
