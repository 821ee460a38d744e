/**
 * The way back from the sign-in page: a page that asks a visitor to sign in passes its own address as the
 * navigation's state, and the sign-in page goes there once signed in (`afterLogin` in SignIn.tsx).
 */
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../paths';

export interface ReturnState {
  nextPathname?: string;
  nextSearch?: string;
}

/** Opens the sign-in page, which comes back to this page once the visitor has signed in. */
export function useSignInHere(): () => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return () => {
    const state: ReturnState = { nextPathname: pathname, nextSearch: search };
    void navigate(paths.login(), { state });
  };
}
