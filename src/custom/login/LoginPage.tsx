import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useLogin } from 'react-admin';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useClientConfig } from '../../dataProvider/public.queries';
import type { LoginParams } from '../../authProvider';
import { clearAuth0Callback, startAuth0Login, takeAuth0Callback } from '../../authProvider/identity';
import { useSession } from '../../authProvider/useSession';
import { DemoAccounts } from './DemoAccounts';
import { LoginForm, type Credentials } from './LoginForm';
import { LOGIN_TEXTS } from './texts';
import { paths, routes } from '../../paths';

interface ReturnState {
  nextPathname?: string;
  nextSearch?: string;
}

/** Where to go after signing in: back to the page that asked for it, else /profile (spec: from / to /profile). */
function afterLogin(state: unknown): string {
  const { nextPathname, nextSearch } = (state ?? {}) as ReturnState;
  if (!nextPathname || nextPathname === routes.home || nextPathname === routes.login) return paths.profile();
  return `${nextPathname}${nextSearch ?? ''}`;
}

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : String(error);

/** `/login`: email Login / Create with the local identity provider, or Auth0 when configured. */
export function LoginPage() {
  const config = useClientConfig();
  const session = useSession();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const login = useLogin();
  const mode = params.get('mode') === 'create' ? 'create' : 'login';
  const [values, setValues] = useState<Credentials>({ email: '', password: '', nickname: '' });
  const [auth0Reply] = useState(takeAuth0Callback);
  const [busy, setBusy] = useState(() => Boolean(auth0Reply && 'idToken' in auth0Reply));
  const [error, setError] = useState<string | null>(
    auth0Reply && 'error' in auth0Reply ? auth0Reply.error : null,
  );
  const target = afterLogin(location.state);
  const tokenSent = useRef(false);

  const send = (loginParams: LoginParams) =>
    login(loginParams, target).catch((failure: unknown) => {
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

  if (session.status === 'authenticated' && !busy) return <Navigate to={target} replace />;

  const auth0 = config?.identity.provider === 'auth0' ? config.identity : null;
  const setMode = (next: 'login' | 'create') => {
    setError(null);
    setParams(next === 'create' ? { mode: 'create' } : {}, { replace: true, state: location.state });
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
            onChange={(_event, value: 'login' | 'create') => setMode(value)}
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
