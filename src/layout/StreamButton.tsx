import VideocamIcon from '@mui/icons-material/Videocam';
import type { Domain } from '../api/types';
import { useDomainPlan } from '../dataProvider/metaverses.queries';
import { paths } from '../paths';
import { HeaderButton } from './HeaderButton';
import { HEADER_TEXTS } from './texts';

/**
 * The header's stream button (owner-console.md §2.2): shown when the current metaverse's plan can stream
 * (`canStream`). It is a plain link, so the stream page loads as a document of its own and gets the camera,
 * microphone and screen permissions only that page has.
 */
export function StreamButton({ domain }: { domain: Domain }) {
  const plan = useDomainPlan(domain.uri);
  if (!plan.data?.canStream) return null;
  return <HeaderButton label={HEADER_TEXTS.stream} icon={<VideocamIcon />} href={paths.stream(domain.uri)} />;
}
