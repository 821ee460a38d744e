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
import { BrowseDrivePage } from './custom/drives/BrowseDrivePage';
import { DrivesPage } from './custom/drives/DrivesPage';
import { MetaversesPage } from './custom/metaverses/MetaversesPage';
import { MetaversePage } from './custom/metaverses/MetaversePage';
import { CreateDomainPage } from './custom/metaverses/CreateDomainPage';
import { SetupDomainPage } from './custom/metaverses/SetupDomainPage';
import { ManagePage } from './custom/manage/ManagePage';
import { MembersPage } from './custom/members/MembersPage';
import { DomainLandmarksPage, DomainLocationsPage, DomainPlotsPage } from './custom/entities/EntityListPage';
import { EntityPage } from './custom/entities/EntityPage';
import { EventsPage } from './custom/entities/EventsPage';
import { SupportDocsPage } from './custom/supportdocs/SupportDocsPage';
import { dataProvider } from './dataProvider';
import { Layout } from './layout/Layout';
import { NotFound } from './layout/NotFound';
import { darkTheme, lightTheme } from './layout/themes';
import { useThemeMode } from './layout/useThemeMode';
import {
  AdminFallback,
  CollectionShow,
  InvalidPermission,
  collectionResources,
} from './resources/collections';
import {
  AdminEventsPage,
  ApprovalsPage,
  ArchivedEscrowsPage,
  BuildPage,
  DashboardPage,
  EscrowsPage,
  FeaturedEventsPage,
  FeaturedPage,
  LandmarksPage,
  PlotsPage,
} from './resources/dashboard';
import { AuditPage } from './resources/audit';
import './resources/users';
import './resources/domains';
import './resources/witrequests';
import './resources/plots';
import './resources/files';
import './resources/buildings';
import './resources/locations';
import './resources/events';
import './resources/autotests';
import { ChildProductPage, ChildProductsPage } from './resources/childproducts';
import { StatsRoute } from './resources/stats';
import { BillingPortalPage } from './custom/billing/BillingPortalPage';
import { CheckoutPage } from './custom/billing/CheckoutPage';
import { DomainStatsPage } from './custom/domainstats/DomainStatsPage';
import { currentDomainRoutes } from './layout/CurrentDomainRedirect';
import { UpgradePage } from './custom/upgrade/UpgradePage';
import { OutboxPage } from './resources/outbox';

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
          <Route path={DrivesPage.path} element={<DrivesPage />} />
          <Route path={BrowseDrivePage.path} element={<BrowseDrivePage />} />
          <Route path={MetaversesPage.path} element={<MetaversesPage />} />
          <Route path={MetaversePage.path} element={<MetaversePage />} />
          <Route path={CreateDomainPage.path} element={<CreateDomainPage />} />
          <Route path={SetupDomainPage.path} element={<SetupDomainPage />} />
          <Route path={ManagePage.path} element={<ManagePage />} />
          <Route path={MembersPage.path} element={<MembersPage />} />
          <Route path={DomainLocationsPage.path} element={<DomainLocationsPage />} />
          <Route path={EventsPage.path} element={<EventsPage />} />
          <Route path={DomainPlotsPage.path} element={<DomainPlotsPage />} />
          <Route path={DomainLandmarksPage.path} element={<DomainLandmarksPage />} />
          <Route path={EntityPage.path} element={<EntityPage />} />
          <Route path={SupportDocsPage.path} element={<SupportDocsPage />} />
          <Route path={UpgradePage.path} element={<UpgradePage />} />
          <Route path={DomainStatsPage.path} element={<DomainStatsPage />} />
          {currentDomainRoutes()}
          <Route path={CheckoutPage.path} element={<CheckoutPage />} />
          <Route path={BillingPortalPage.path} element={<BillingPortalPage />} />
          <Route path={DashboardPage.path} element={<DashboardPage />} />
          <Route path={ApprovalsPage.path} element={<ApprovalsPage />} />
          <Route path={FeaturedPage.path} element={<FeaturedPage />} />
          <Route path={FeaturedEventsPage.path} element={<FeaturedEventsPage />} />
          <Route path={BuildPage.path} element={<BuildPage />} />
          <Route path={AdminEventsPage.path} element={<AdminEventsPage />} />
          <Route path={LandmarksPage.path} element={<LandmarksPage />} />
          <Route path={PlotsPage.path} element={<PlotsPage />} />
          <Route path={EscrowsPage.path} element={<EscrowsPage />} />
          <Route path={ArchivedEscrowsPage.path} element={<ArchivedEscrowsPage />} />
          <Route path={AuditPage.path} element={<AuditPage />} />
          <Route path={OutboxPage.path} element={<OutboxPage />} />
          <Route path={StatsRoute.path} element={<StatsRoute />} />
          <Route path={ChildProductsPage.path} element={<ChildProductsPage />} />
          <Route path={ChildProductPage.path} element={<ChildProductPage />} />
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
