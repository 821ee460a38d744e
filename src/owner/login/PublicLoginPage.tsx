import { useCallback } from 'react';
import { authProvider, type LoginParams } from '../../authProvider';
import { useNavigateTo } from '../../layout/navigation';
import { SignIn, afterLogin } from './SignIn';

/**
 * `/login` in the light public shell: the shared sign-in page without react-admin. Once signed in it navigates
 * to the target, and the shell hands over to the full console there (the session cookie is then stored).
 */
export function PublicLoginPage() {
  const navigate = useNavigateTo();
  const signIn = useCallback(
    async (params: LoginParams, target: string) => {
      await authProvider.login(params);
      navigate(target);
    },
    [navigate],
  );
  return <SignIn target={afterLogin(null)} signIn={signIn} />;
}
