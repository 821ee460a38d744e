import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuthenticated } from 'react-admin';
import { useSignInHere } from '../login/returnState';
import { usePublicDomain } from '../../dataProvider/metaverses.queries';
import { paths } from '../../paths';
import { TargetHeader } from '../target/TargetHeader';
import { METAVERSES_TEXTS as T } from './texts';

/** Sends a visitor to sign in and back here afterwards, as every signed-in page does. */
function SignInFirst() {
  useAuthenticated();
  return null;
}

/**
 * `/domains/{uri}` for a signed-out visitor (owner-console.md §7: the public variant of the domain fetch): a public
 * metaverse shows its name, icon and banner and offers to sign in; any other (invite-only, or no such address)
 * asks the visitor to sign in first, as before.
 */
export function PublicMetaverse({ uri }: { uri: string }) {
  const domain = usePublicDomain(uri);
  const signIn = useSignInHere();
  if (domain.isError) return <SignInFirst />;
  if (!domain.data) return null;
  return (
    <Stack spacing={2} sx={{ m: 2, maxWidth: 1000 }}>
      <TargetHeader
        title={domain.data.name}
        subtitle={paths.domain.home(domain.data.uri)}
        iconblob={domain.data.iconblob}
        bannerblob={domain.data.bannerblob}
        editable={false}
        uploading={false}
        onUpload={() => undefined}
      />
      <Typography>{T.publicIntro}</Typography>
      <div>
        <Button variant="contained" onClick={signIn}>
          {T.signInToVisit}
        </Button>
      </div>
    </Stack>
  );
}
