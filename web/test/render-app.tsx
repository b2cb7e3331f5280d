import { type CurrentUser, LANGUAGES, type Settings } from '@community/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { buildRoutes } from '../src/app/router.tsx';
import { createQueryClient } from '../src/app/start-app.ts';
import { companyInfoQuery } from '../src/features/company/company-info-api.ts';
import { setCurrentUser } from '../src/features/session/user-api.ts';
import { settingsQuery } from '../src/features/settings/settings-api.ts';
import { createI18n } from '../src/i18n/i18n.ts';
import { setFakeSessionMember } from './fake-session.ts';

export const testSettings = (overrides: Partial<Settings> = {}): Settings => ({
  domain: 'localhost',
  domain_language: 'nl-NL',
  name: 'Flirtlokaal',
  index_title: 'Flirtlokaal – daten',
  description: 'Ontmoet leden',
  niche: 1,
  countries: ['NL', 'BE'],
  geoip_country: 'NL',
  geoip_selected_country: 'NL',
  visible_profile_fields: [],
  visible_profile_notes: [],
  search_fields: [],
  cdn_prefix: '',
  message_credits: 5,
  photo_credits: 10,
  gift_credits: 20,
  signup_credits: 10,
  message_length: 1000,
  minimum_message_costs: {},
  support_email: 'help@example.nl',
  support_phone: '020 - 123 45 67',
  enable_site_entry_popup: 'yes',
  push_public_key: null,
  fictional_warning: 'Sommige profielen zijn fictief.',
  fictional_singular: 'fictief profiel',
  fictional_plural: 'fictieve profielen',
  fictional_icon: 'Fictief',
  refund_days: 14,
  signups: 'all',
  logged_out_search: false,
  logged_out_search_trafficsource: false,
  member_resell: false,
  partners: { tiles: false, mobile_redirect_seconds: 0 },
  chosen_country: null,
  tags: [],
  ...overrides,
});

/** The operator as GET /api/companyinfo.php presents it in tests. */
export const testCompanyInfo = {
  name: 'Flirtlokaal B.V.',
  address: 'Herengracht 420',
  kvk: '87654321',
  city: 'Amsterdam',
  country: 'Nederland',
  tradenames: ['Flirtlokaal'],
  vat_numbers: ['NL864512397B01'],
  support_phone: '020 - 123 45 67',
  delete_discount: 50,
  added: '2020-01-01T00:00:00.000Z',
};

/** The real routes, layouts and texts, in memory, with settings and company info already loaded. */
export async function renderApp(
  path: string,
  options: {
    settings?: Partial<Settings>;
    language?: string;
    extraRoutes?: Parameters<typeof createMemoryRouter>[0];
    /** The logged-in member; a visitor when left out. */
    user?: CurrentUser | null;
  } = {},
) {
  const language = options.language ?? 'nl';
  const queryClient = createQueryClient();
  for (const each of LANGUAGES)
    queryClient.setQueryData(settingsQuery(each).queryKey, testSettings(options.settings));
  queryClient.setQueryData(companyInfoQuery.queryKey, testCompanyInfo);
  setCurrentUser(queryClient, options.user ?? null);
  // The fake server's GET /api/user.php answers the same member (or the visitor's 403) on a refresh.
  setFakeSessionMember(options.user ?? null);
  const i18n = await createI18n(language);
  const routes = buildRoutes();
  if (options.extraRoutes) routes[0]?.children?.push(...options.extraRoutes);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, i18n };
}

/** A logged-in member as GET /api/user.php presents one. */
export const testUser = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 7,
  status: 'active',
  email: 'sanne@example.nl',
  credits: 10,
  paid_user: false,
  fictional_icon: true,
  language: 'nl',
  signup_date: '2026-11-01T10:00:00.000Z',
  notifications_disabled: [],
  email_disabled_reason: null,
  invisible: false,
  dismissals: {},
  moderator: false,
  profile: {
    id: 7,
    name: 'Sanne',
    gender: 'female',
    sexuality: 'hetero',
    country: 'NL',
    region: 'NH',
    place: null,
    hair_color: null,
    body_type: null,
    eye_color: null,
    relationship_status: null,
    reason: null,
    interests: [],
    description: null,
    status: 'active',
    main_image: null,
  },
  ...overrides,
});
