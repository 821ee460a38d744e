import Button from '@mui/material/Button';
import { NavAnchor } from './navigation';
import { HEADER_TEXTS } from './texts';
import { paths } from '../paths';

/**
 * The signed-out header's login button (owner-console.md §2.2), a plain Log In link to the sign-in page, which
 * offers email Login / Create and, when the server uses Auth0, Google. The other social network's login is no
 * longer offered.
 */
export function LoginButton() {
  return (
    <Button variant="outlined" color="inherit" component={NavAnchor} href={paths.login()}>
      {HEADER_TEXTS.logIn}
    </Button>
  );
}
