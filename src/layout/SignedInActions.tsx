import Typography from '@mui/material/Typography';
import type { SignedIn } from '../authProvider/session';
import { AccountMenu } from './AccountMenu';
import { LaunchMenu } from './LaunchMenu';
import { StreamButton } from './StreamButton';
import { HEADER_TEXTS } from './texts';

export interface SignedInActionsProps {
  session: SignedIn;
  onLogout: () => void;
  onSelectDomain: (domainId: string) => void;
}

/** The signed-in header's right side: metacoin balance ("N mc"), the launch button, the stream button (when the current metaverse's plan can stream) and the account menu. */
export function SignedInActions({ session, onLogout, onSelectDomain }: SignedInActionsProps) {
  return (
    <>
      <Typography
        component="span"
        title={HEADER_TEXTS.balanceLabel}
        sx={{ fontWeight: 600, whiteSpace: 'nowrap', display: { xs: 'none', sm: 'inline' } }}
      >
        {HEADER_TEXTS.balance(session.inventory.currency)}
      </Typography>
      <LaunchMenu user={session.user} />
      {session.currentDomain && <StreamButton user={session.user} domain={session.currentDomain} />}
      <AccountMenu session={session} onLogout={onLogout} onSelectDomain={onSelectDomain} />
    </>
  );
}
