import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, useReducer, useRef, useState } from 'react';
import { loadConfig } from '../../api/config';
import type { ClientConfig } from '../../api/types';
import type { LoginParams } from '../../authProvider';
import { clearAuth0Callback, startAuth0Login, takeAuth0Callback } from '../../authProvider/identity';
import { useSession } from '../../authProvider/useSession';
import { useNavigateTo } from '../../layout/navigation';
import { DemoAccounts } from './DemoAccounts';
import { LoginForm, type Credentials } from './LoginForm';
import { signInModeOf, type SignInMode } from './signInMode';
import type { ReturnState } from './returnState';
import { LOGIN_TEXTS } from './texts';
import { paths, routes } from '../../paths';

/** Where to go after signing in: back to the page that asked for it, else /profile (spec: from / to /profile). */
export function afterLogin(state: unknown): string {
  const { nextPathname, nextSearch } = (state ?? {}) as ReturnState;
  if (!nextPathname || nextPathname === routes.home || nextPathname === routes.login) return paths.profile();
  return `${nextPathname}${nextSearch ?? ''}`;
}

/** Signs in with the given parameters, then goes to `target`. */
export type SignInAction = (params: LoginParams, target: string) => Promise<unknown>;

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : String(error);

type Mode = SignInMode;

/** The page is also rendered at build time (`src/prerender.tsx`), where there is no address: Login. */
const isBrowser = typeof location !== 'undefined';

const currentMode = (): Mode => (isBrowser ? signInModeOf(location.search) : 'login');

/**
 * The client configuration for the sign-in page, read once per page through `api/config.ts` as the light
 * shell's privacy page reads its text (the sign-in page is shown by the light shell, which has no query cache).
 * Undefined until it has loaded, and when it failed: sign-in then falls back to the local provider.
 */
function useSignInConfig(): ClientConfig | undefined {
  const [config, setConfig] = useState<ClientConfig>();
  useEffect(() => {
    let live = true;
    loadConfig().then(
      (loaded) => live && setConfig(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return config;
}

/**
 * `/login`: email Login / Create with the local identity provider, or Auth0 when configured. Shown by both
 * shells, so it depends on neither react-admin nor the router: the shell passes where to go afterwards and how
 * to sign in, and the Login / Create choice lives in the address (`?mode=create`).
 */
export function SignIn({ target, signIn }: { target: string; signIn: SignInAction }) {
  const config = useSignInConfig();
  const session = useSession();
  const navigate = useNavigateTo();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const mode = currentMode();
  const [values, setValues] = useState<Credentials>({ email: '', password: '', nickname: '' });
  const [auth0Reply] = useState(() => (isBrowser ? takeAuth0Callback() : null));
  const [busy, setBusy] = useState(() => Boolean(auth0Reply && 'idToken' in auth0Reply));
  const [error, setError] = useState<string | null>(
    auth0Reply && 'error' in auth0Reply ? auth0Reply.error : null,
  );
  const tokenSent = useRef(false);

  const send = (loginParams: LoginParams) =>
    signIn(loginParams, target).catch((failure: unknown) => {
      setError(errorText(failure));
      setBusy(false);
    });
  const run = (loginParams: LoginParams) => {
    setBusy(true);
    setError(null);
    void send(loginParams);
  };

  // Auth0 returns here with the ID token in the fragment: exchange it once.
  useEffect(() => {
    if (tokenSent.current || !auth0Reply) return;
    tokenSent.current = true;
    clearAuth0Callback();
    if ('idToken' in auth0Reply) void send({ mode: 'token', idToken: auth0Reply.idToken });
    // send is recreated every render; the reply is used once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [auth0Reply]);

  // Already signed in: on to the target.
  const signedIn = session.status === 'authenticated' && !busy;
  useEffect(() => {
    if (signedIn) navigate(target);
  }, [signedIn, navigate, target]);
  if (signedIn) return null;

  const auth0 = config?.identity.provider === 'auth0' ? config.identity : null;
  const setMode = (next: Mode) => {
    setError(null);
    const url = new URL(location.href);
    if (next === 'create') url.searchParams.set('mode', 'create');
    else url.searchParams.delete('mode');
    // The history entry's state (where to return after signing in) stays.
    history.replaceState(history.state, '', url);
    rerender();
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 480, mx: 'auto' }}>
      <Typography variant="h4" component="h1">
        {LOGIN_TEXTS.title}
      </Typography>
      {auth0 ? (
        <Stack spacing={2}>
          {error && <Alert severity="error">{error}</Alert>}
          <Button variant="contained" onClick={() => startAuth0Login(auth0, { connection: 'google-oauth2' })}>
            {LOGIN_TEXTS.google}
          </Button>
          <Button variant="outlined" onClick={() => startAuth0Login(auth0, {})}>
            {LOGIN_TEXTS.auth0Login}
          </Button>
          <Button variant="outlined" onClick={() => startAuth0Login(auth0, { signup: true })}>
            {LOGIN_TEXTS.auth0Create}
          </Button>
        </Stack>
      ) : (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Tabs
            value={mode}
            onChange={(_event, value: Mode) => setMode(value)}
            aria-label={LOGIN_TEXTS.tabs}
            sx={{ mb: 3 }}
          >
            <Tab value="login" label={LOGIN_TEXTS.loginTab} />
            <Tab value="create" label={LOGIN_TEXTS.createTab} />
          </Tabs>
          <LoginForm
            mode={mode}
            values={values}
            onChange={setValues}
            busy={busy}
            error={error}
            onSubmit={(credentials) =>
              run(
                mode === 'create'
                  ? {
                      mode,
                      email: credentials.email,
                      password: credentials.password,
                      nickname: credentials.nickname || undefined,
                    }
                  : { mode, email: credentials.email, password: credentials.password },
              )
            }
          />
        </Paper>
      )}
      {config?.demo && !auth0 && (
        <DemoAccounts
          demo={config.demo}
          onChoose={(email, password) => {
            setValues({ email, password, nickname: '' });
            if (mode !== 'login') setMode('login');
          }}
        />
      )}
    </Stack>
  );
}
