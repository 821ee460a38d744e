/**
 * The console: one react-admin `<Admin>` with the shell layout, the user pages as custom routes and the staff
 * collections as resources under `/admin`. Loaded lazily by `main.tsx`.
 */
import { useEffect } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { restoreSession } from './authProvider/session';
import { HomePage } from './custom/home/Home';
import { LoginPage } from './custom/login/LoginPage';
import { PrivacyPage } from './custom/privacy/PrivacyPage';
import { ProfilePage } from './custom/profile/ProfilePage';
import { dataProvider } from './dataProvider';
import { Layout } from './layout/Layout';
import { NotFound } from './layout/NotFound';
import { darkTheme, lightTheme } from './layout/themes';
import { useThemeMode } from './layout/useThemeMode';
import {
  AdminFallback,
  AdminHome,
  CollectionShow,
  InvalidPermission,
  collectionResources,
} from './resources/collections';

export default function App() {
  const [mode] = useThemeMode();
  useEffect(() => {
    void restoreSession();
  }, []);

  // react-admin defaults to a hash router; the console's routes are real paths (/profile, /admin/users).
  // Without transitions, controls whose state lives in the URL (list checkboxes, sort) update at once.
  return (
    <BrowserRouter useTransitions={false}>
      <Admin
        authProvider={authProvider}
        dataProvider={dataProvider}
        layout={Layout}
        loginPage={false}
        catchAll={NotFound}
        accessDenied={InvalidPermission}
        theme={mode === 'dark' ? darkTheme : lightTheme}
        darkTheme={null}
        title="Multiverse"
        disableTelemetry
      >
        <CustomRoutes>
          <Route path={HomePage.path} element={<HomePage />} />
          <Route path={PrivacyPage.path} element={<PrivacyPage />} />
          <Route path={LoginPage.path} element={<LoginPage />} />
          <Route path={ProfilePage.path} element={<ProfilePage />} />
          <Route path={AdminHome.path} element={<AdminHome />} />
          <Route path={AdminFallback.path} element={<AdminFallback />} />
        </CustomRoutes>
        {collectionResources.map((resource) => (
          <Resource key={resource.name} {...resource}>
            <Route path=":id" element={<CollectionShow />} />
          </Resource>
        ))}
      </Admin>
    </BrowserRouter>
  );
}
