import { useLogin } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { SignIn, afterLogin } from './SignIn';

/**
 * `/login` inside the console (where react-admin sends a visitor whose session ended): the shared sign-in page,
 * back to the page that asked for it, through react-admin's login (which also refreshes its permissions).
 */
export function LoginPage() {
  const location = useLocation();
  const login = useLogin();
  return <SignIn target={afterLogin(location.state)} signIn={login} />;
}
