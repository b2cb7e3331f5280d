import type { AdminSite, Dashboard, StaffSession } from '@community/contract';

export const staffSession = (role: StaffSession['role']): { staff: StaffSession } => ({
  staff: { role, enrolled: true, verified: true, expires_at: '2026-11-27T18:00:00.000Z' },
});

export const adminSite = (overrides: Partial<AdminSite> = {}): AdminSite => ({
  id: 1,
  is_default: true,
  updated_at: '2026-11-27T09:00:00.000Z',
  domain: 'flirtlokaal.nl',
  domain_language: 'nl-NL',
  niche: 1,
  countries: ['NL', 'BE'],
  visible_profile_fields: ['gender', 'interests'],
  visible_profile_notes: ['description'],
  search_fields: ['gender', 'country'],
  cdn_prefix: '',
  message_credits: 5,
  photo_credits: 10,
  gift_credits: 20,
  signup_credits: 10,
  free_member_messages: 5,
  direct_debit_limit: 3,
  message_length: 1000,
  minimum_message_costs: { NL: { costs: 0.53, currency: 'EUR' } },
  support_email: 'klantenservice@flirtlokaal.nl',
  support_phone: '020 - 123 45 67',
  enable_site_entry_popup: 'yes',
  refund_days: 14,
  signups: 'all',
  logged_out_search: false,
  logged_out_search_trafficsource: false,
  member_resell: false,
  partner_cam_url: '',
  partner_resell_url: '',
  partner_sub_id: '',
  mobile_redirect_url: '',
  mobile_redirect_seconds: 0,
  theme_color: '#c2185b',
  background_color: '#ffffff',
  tag_manager_id: '',
  session_replay_id: '',
  advertising_id: '',
  name: { nl: 'Flirtlokaal', de: 'Flirtlokaal' },
  index_title: { nl: 'Flirten bij jou in de buurt', de: 'Flirten in Ihrer Nähe' },
  description: { nl: 'Maak gratis een profiel aan.', de: 'Erstellen Sie kostenlos ein Profil.' },
  fictional_warning: { nl: 'Sommige profielen zijn fictief.' },
  fictional_singular: { nl: 'fictief profiel' },
  fictional_plural: { nl: 'fictieve profielen' },
  fictional_icon: { nl: 'Fictief' },
  ...overrides,
});

const day = (date: string, signups: number, money: boolean) => ({
  date,
  signups,
  activations: 1,
  messages: 2,
  first_purchases: money ? 1 : null,
  revenue: money ? [{ currency: 'EUR', orders: 1, amount: 2499, refunded: 0 }] : null,
});

export const dashboard = (money: boolean): Dashboard => ({
  site: { id: 1, domain: 'flirtlokaal.nl' },
  time_zone: 'Europe/Amsterdam',
  generated_at: '2026-11-27T10:00:00.000Z',
  today: { signups: 4, activations: 3, messages: 12 },
  last_30_days: { signups: 61, activations: 40, messages: 380 },
  days: [day('2026-11-26', 3, money), day('2026-11-27', 4, money)],
  queues: [{ queue: 'photos', open: 2, oldest_at: '2026-11-27T07:00:00.000Z' }],
  inbox: null,
  money: money
    ? {
        today: { first_purchases: 1, revenue: [{ currency: 'EUR', orders: 1, amount: 2499, refunded: 0 }] },
        last_30_days: {
          first_purchases: 9,
          revenue: [{ currency: 'EUR', orders: 12, amount: 35988, refunded: 0 }],
        },
      }
    : null,
  traffic: money
    ? {
        today: [{ network: 'adnet', sub_id: 's1', signups: 2, first_purchases: 1 }],
        last_30_days: [
          { network: 'adnet', sub_id: 's1', signups: 20, first_purchases: 4 },
          { network: null, sub_id: null, signups: 41, first_purchases: 5 },
        ],
      }
    : null,
});
