import VideocamIcon from '@mui/icons-material/Videocam';
import type { Domain, User } from '../api/types';
import { holdsPermission, readsAsMember } from '../authProvider/canAccess';
import { useDomainPlan } from '../dataProvider/metaverses.queries';
import { mayStream } from '../lib/stream';
import { paths } from '../paths';
import { HeaderButton } from './HeaderButton';
import { HEADER_TEXTS } from './texts';

/**
 * The header's stream button (owner-console.md §2.2): shown to users allowed to stream (`mayStream`: the
 * `stream` permission and a current metaverse whose plan can stream, as the publish configuration requires).
 * It is a plain link, so the stream page loads as a document of its own and gets the camera, microphone and
 * screen permissions only that page has. The plan is read only where the user may read it
 * (a member, or staff): a metaverse someone else's page shows (a developer's stats of it) has no button.
 */
export function StreamButton({ user, domain }: { user: User; domain: Domain }) {
  // Without the permission the plan does not matter: it is not asked for.
  const asks = holdsPermission(user, 'stream') && readsAsMember(user, domain);
  const plan = useDomainPlan(asks ? domain.uri : undefined);
  if (!mayStream(user, plan.data)) return null;
  return <HeaderButton label={HEADER_TEXTS.stream} icon={<VideocamIcon />} href={paths.stream(domain.uri)} />;
}
