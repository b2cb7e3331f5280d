import crypto from 'node:crypto';
import { PHOTO_PATH } from '@community/contract';
import { OTHER_IBAN, OTHER_MOBILE, PASSWORD, type Role, type World } from './access-world.ts';

/**
 * The access matrix of issue 19 (decision 0030, docs/security-tests.md): for every route the app registers, what
 * each viewer gets when they try it against the owner's things. A cell is an exact status or a class ('2xx',
 * '3xx', '4xx'); any other answer fails the test, and so does an answer holding a secret of the owner that the
 * viewer may not read (SECRETS). A route the app registers without a row here fails the test too.
 *
 * Viewers: `visitor` (no cookie), `member` (a stranger), `partner` (chats with the owner, unlocked the private
 * photo), `blocked` (the owner blocked them), `blocker` (they blocked the owner), `deleted` (the cookie of a
 * member who deleted their account), `moderator` (users.role 'moderator'), `owner` (the control row).
 */
export type Answer = number | '2xx' | '3xx' | '4xx';
type Answers = Record<Role, Answer>;

export type CellRequest = {
  method: string;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** Read as Server-Sent Events over a real connection until the first event, then closed. */
  stream?: boolean;
};

type Case = {
  /** What the case points at, when a row has several. */
  label?: string;
  request: (world: World, role: Role) => CellRequest;
  expect: Answers;
  /** Secrets this answer may show to these viewers besides SECRETS' own list (the reason is in a comment). */
  reveals?: Partial<Record<SecretName, Role[]>>;
  /**
   * Secrets this answer must show to these viewers: the control that makes the other viewers' empty answers
   * mean something (the owner is in the stranger's search, so their absence from the blocked member's counts).
   */
  shows?: Partial<Record<SecretName, Role[]>>;
};

export type Row = {
  method: string;
  /** The route as registered (Fastify's path syntax). */
  url: string;
  cases: Case[];
  /**
   * 'late': changes the owner's things, so it runs after every read; 'final': changes who blocks whom or ends the
   * viewer's session, so it runs after the late rows, in table order.
   */
  phase?: 'late' | 'final';
};

// ---- answers ----

const every = (answer: Answer): Answers => ({
  visitor: answer,
  member: answer,
  partner: answer,
  blocked: answer,
  blocker: answer,
  deleted: answer,
  moderator: answer,
  owner: answer,
});
/** A call of the session member about their own account: a visitor and a dead session get 403. */
const signedIn = (answer: Answer, others: Partial<Answers> = {}): Answers => ({
  ...every(answer),
  visitor: 403,
  deleted: 403,
  ...others,
});
/** Only the owner reaches the object; every other member gets the same 404 as for an unknown id. */
const ownerOnly = (owner: Answer, others: Partial<Answers> = {}): Answers =>
  signedIn(404, { owner, ...others });

// ---- secrets: what of the owner may appear in an answer, and to whom ----

export type SecretName =
  | 'email'
  | 'passwordHash'
  | 'birthDate'
  | 'lat'
  | 'lon'
  | 'place'
  | 'tracking'
  | 'ledgerReference'
  | 'balance'
  | 'privatePhoto'
  | 'rejectedPhoto'
  | 'rejectReason'
  | 'inspectionPhoto'
  | 'ownerText'
  | 'partnerText'
  | 'blockedText'
  | 'chatImage'
  | 'paymentId'
  | 'iban'
  | 'phone'
  | 'accountHolder'
  | 'ownerName';

type Secret = { find: (world: World) => string | RegExp; visibleTo: Role[] };

/** Every value that identifies a secret of the owner, and the viewers who may read it somewhere. */
export const SECRETS: Record<SecretName, Secret> = {
  email: { find: (w) => w.secret.email, visibleTo: ['owner'] },
  passwordHash: { find: (w) => w.secret.passwordHash, visibleTo: [] },
  birthDate: { find: (w) => w.secret.birthDate, visibleTo: ['owner'] },
  // Exact coordinates (even snapped) and the place name: only the owner's own export (decision 0011).
  lat: { find: (w) => w.secret.lat, visibleTo: ['owner'] },
  lon: { find: (w) => w.secret.lon, visibleTo: ['owner'] },
  place: { find: (w) => w.secret.place, visibleTo: ['owner'] },
  tracking: { find: (w) => w.secret.tracking, visibleTo: ['owner'] },
  // The ledger: its rows and the balance.
  ledgerReference: { find: (w) => w.secret.ledgerReference, visibleTo: ['owner'] },
  balance: { find: (w) => new RegExp(`\\b${w.secret.balance}\\b`), visibleTo: ['owner'] },
  // A private photo names its file only to the owner and to whoever unlocked it (the partner).
  privatePhoto: { find: (w) => w.photos.private.key, visibleTo: ['owner', 'partner'] },
  // Moderation state: rejected photos and their reason, and photos still in inspection.
  rejectedPhoto: { find: (w) => w.photos.rejected.key, visibleTo: ['owner'] },
  rejectReason: { find: () => 'contact_details', visibleTo: ['owner'] },
  inspectionPhoto: { find: (w) => w.photos.inspection.key, visibleTo: ['owner', 'moderator'] },
  // Conversations: only their two members.
  ownerText: { find: (w) => w.secret.ownerText, visibleTo: ['owner', 'partner'] },
  partnerText: { find: (w) => w.secret.partnerText, visibleTo: ['owner', 'partner'] },
  blockedText: { find: (w) => w.secret.blockedText, visibleTo: ['owner', 'blocked'] },
  chatImage: { find: (w) => w.secret.chatImageKey, visibleTo: ['owner', 'partner'] },
  // Orders and direct debit.
  paymentId: { find: (w) => w.secret.paymentId, visibleTo: ['owner'] },
  iban: { find: () => 'NL02ABNA0123456789', visibleTo: ['owner'] },
  phone: { find: (w) => w.secret.phone, visibleTo: ['owner'] },
  accountHolder: { find: (w) => w.secret.accountHolder, visibleTo: ['owner'] },
  // The owner's profile vanishes for the member they blocked: no search, list, card or chat shows it.
  ownerName: {
    find: (w) => w.owner.name,
    visibleTo: ['visitor', 'member', 'partner', 'blocker', 'deleted', 'moderator', 'owner'],
  },
};

/** Keys of stored rows that no answer to anyone may carry (presenters leave them out). */
export const FORBIDDEN_KEYS = [
  'password_hash',
  'token_hash',
  'code_hash',
  'email_normalized',
  'provider_payment_id',
  'reviewed_by',
  'delete_reason',
  'status_before_deletion',
];

// ---- the table ----

const conversationOf = (w: World, role: Role) =>
  (w.conversations[role] ?? w.conversations.partner) as {
    id: number;
    lastSeq: number;
  };
/** A complaint about the owner's content, with a visitor's name and address (a member's are their account's). */
const complaintAbout = (kind: 'member' | 'photo', id: number) => ({
  client_id: crypto.randomUUID(),
  kind,
  target_id: id,
  reason: 'spam_or_scam',
  explanation: 'A complaint of the access matrix.',
  good_faith: true,
  name: 'Matrix',
  email: 'matrix@example.nl',
  language: 'en',
});
const get =
  (url: string): Case['request'] =>
  () => ({ method: 'GET', url });

/** A valid site for the sites editor's calls: the refusal is the access check's, not the schema's. */
const siteInput = (domain: string) => ({
  domain,
  domain_language: 'nl-NL',
  niche: 1,
  countries: ['NL'],
  visible_profile_fields: [],
  visible_profile_notes: [],
  search_fields: [],
  cdn_prefix: '',
  message_credits: 5,
  photo_credits: 10,
  gift_credits: 20,
  signup_credits: 10,
  free_member_messages: 5,
  direct_debit_limit: 3,
  message_length: 1000,
  minimum_message_costs: {},
  support_email: 'support@matrix.example',
  support_phone: '020 123 45 67',
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
  name: { nl: 'Matrix' },
  index_title: { nl: 'Matrix' },
  description: { nl: 'Matrix' },
  fictional_warning: {},
  fictional_singular: {},
  fictional_plural: {},
  fictional_icon: {},
});

export const ACCESS_TABLE: Row[] = [
  // Operations and reference data: public, the same for everyone.
  { method: 'GET', url: '/healthz', cases: [{ request: get('/healthz'), expect: every(200) }] },
  { method: 'GET', url: '/readyz', cases: [{ request: get('/readyz'), expect: every(200) }] },
  {
    method: 'GET',
    url: '/api/settings.php',
    cases: [{ request: get('/api/settings.php'), expect: every(200) }],
  },
  {
    method: 'GET',
    url: '/api/partners.php',
    cases: [{ request: get('/api/partners.php'), expect: every(200) }],
  },
  {
    method: 'GET',
    url: '/api/lander.php',
    // A lander's public teasers (decision 0061): the same for everyone.
    cases: [{ request: get('/api/lander.php?lander=gallery'), expect: every(200) }],
  },
  {
    method: 'GET',
    url: '/api/companyinfo.php',
    cases: [{ request: get('/api/companyinfo.php'), expect: every(200) }],
  },
  {
    // The OpenAPI document (decision 0040): the same for everyone, in every environment.
    method: 'GET',
    url: '/api/docs',
    cases: [
      {
        request: get('/api/docs'),
        expect: every(200),
        // The reasons a moderator may give are an enum of the API, not the owner's reason.
        reveals: {
          rejectReason: ['visitor', 'member', 'partner', 'blocked', 'blocker', 'deleted', 'moderator'],
        },
      },
    ],
  },
  {
    method: 'GET',
    url: '/api/interests.php',
    cases: [{ request: get('/api/interests.php'), expect: every(200) }],
  },
  {
    method: 'GET',
    url: '/api/regions.php',
    cases: [{ request: get('/api/regions.php'), expect: every(200) }],
  },
  {
    method: 'GET',
    url: '/api/geocode.php',
    cases: [{ request: get('/api/geocode.php?lat=52.3731&lon=4.8922'), expect: every(200) }],
  },
  {
    method: 'GET',
    url: '/assets/app.js',
    cases: [{ label: 'a file of the built web app', request: get('/assets/app.js'), expect: every(200) }],
  },
  // The installable app of the request's site: the same for everyone.
  {
    method: 'GET',
    url: '/manifest.webmanifest',
    cases: [{ request: get('/manifest.webmanifest'), expect: every(200) }],
  },
  ...['192', '512', 'maskable-512'].map((icon) => ({
    method: 'GET',
    url: `/app-icon-${icon}.png`,
    cases: [{ request: get(`/app-icon-${icon}.png`), expect: every(200) }],
  })),

  // Accounts: each call is about the session member's own account; nobody reaches the owner's.
  { method: 'GET', url: '/api/user.php', cases: [{ request: get('/api/user.php'), expect: signedIn(200) }] },
  {
    method: 'POST',
    url: '/api/user.php',
    cases: [
      {
        label: "a login with the owner's address and a wrong password",
        request: (w) => ({
          method: 'POST',
          url: '/api/user.php',
          payload: { email: w.owner.email, password: 'niet-het-wachtwoord' },
        }),
        expect: every('4xx'),
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/user.php?push=1',
    cases: [
      {
        label: "the owner's push endpoint with the caller's own keys: stored only as the caller's own",
        request: (_w, role) => ({
          method: 'POST',
          url: '/api/user.php?push=1',
          payload: {
            endpoint:
              role === 'owner' ? 'https://push.example.com/owner' : `https://push.example.com/${role}`,
            keys: { p256dh: crypto.randomBytes(65).toString('base64url'), auth: 'YXV0aC1zZWNyZXQ' },
          },
        }),
        expect: signedIn(200),
      },
    ],
  },
  {
    method: 'PUT',
    url: '/api/user.php',
    cases: [
      {
        request: () => ({ method: 'PUT', url: '/api/user.php', payload: { language: 'nl' } }),
        expect: signedIn(200),
      },
    ],
  },
  {
    method: 'GET',
    url: '/:token(^[A-Za-z0-9_-]{43}$)',
    cases: [
      {
        label: 'a sign-in link nobody was sent',
        request: () => ({ method: 'GET', url: `/${crypto.randomBytes(32).toString('base64url')}` }),
        expect: every(302),
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/signup-check.php',
    cases: [
      {
        label: "the owner's address",
        request: (w) => ({ method: 'POST', url: '/api/signup-check.php', payload: { email: w.owner.email } }),
        expect: every('4xx'),
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/signup.php',
    cases: [
      {
        label: "a signup with the owner's address",
        request: (w) => ({
          method: 'POST',
          url: '/api/signup.php',
          payload: {
            email: w.owner.email,
            name: 'Iemand',
            password: PASSWORD,
            date_of_birth: '1990-05-17',
            gender: 'male',
            sexuality: 'hetero',
            country: 'NL',
            region: 'NH',
          },
        }),
        expect: every('4xx'),
      },
    ],
  },
  {
    method: 'GET',
    url: '/api/signup-matches.php',
    cases: [{ request: get('/api/signup-matches.php'), expect: signedIn(200) }],
  },
  {
    method: 'POST',
    url: '/api/activation-mail.php',
    cases: [
      {
        request: () => ({ method: 'POST', url: '/api/activation-mail.php' }),
        // Every viewer here confirmed their address already.
        expect: signedIn(409),
      },
    ],
  },
  {
    method: 'GET',
    url: '/api/activate.php',
    cases: [
      {
        label: 'an activation link nobody was sent',
        request: () => ({
          method: 'GET',
          url: `/api/activate.php?token=${crypto.randomBytes(32).toString('base64url')}`,
        }),
        expect: every(302),
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/password-reset.php',
    cases: [
      {
        // An address of its own per cell: eight resets of one address would meet the daily mail limit.
        // The same answer as for an account, so nobody learns which addresses have one.
        label: 'a reset for an address without an account',
        request: (w, role) => ({
          method: 'POST',
          url: '/api/password-reset.php',
          payload: { email: `nobody-${role}-${w.tag}@example.nl` },
        }),
        expect: every(200),
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/password-reset-do.php',
    cases: [
      {
        label: 'a reset link nobody was sent',
        request: () => ({
          method: 'POST',
          url: '/api/password-reset-do.php',
          payload: {
            token: crypto.randomBytes(32).toString('base64url'),
            password: PASSWORD,
            password_repeat: PASSWORD,
          },
        }),
        expect: every('4xx'),
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/password.php',
    cases: [
      {
        label: 'a change with a wrong old password',
        request: () => ({
          method: 'POST',
          url: '/api/password.php',
          payload: {
            old_password: 'niet-het-wachtwoord',
            password: 'nieuw-wachtwoord-2026',
            password_repeat: 'nieuw-wachtwoord-2026',
          },
        }),
        expect: signedIn('4xx'),
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/email-change.php',
    cases: [
      {
        label: "taking the owner's address, with a wrong password",
        request: (w) => ({
          method: 'POST',
          url: '/api/email-change.php',
          payload: { password: 'niet-het-wachtwoord', email: w.owner.email },
        }),
        expect: signedIn('4xx'),
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/mail-change-do.php',
    cases: [
      {
        request: () => ({
          method: 'POST',
          url: '/api/mail-change-do.php',
          payload: { token: crypto.randomBytes(32).toString('base64url') },
        }),
        expect: every('4xx'),
      },
    ],
  },
  {
    method: 'PUT',
    url: '/api/account.php',
    cases: [
      {
        request: () => ({
          method: 'PUT',
          url: '/api/account.php',
          payload: { notifications_disabled: ['promotions'] },
        }),
        expect: signedIn(200),
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/dismissals.php',
    cases: [
      {
        request: () => ({
          method: 'POST',
          url: '/api/dismissals.php',
          payload: { flag: 'hide-enrich-alert' },
        }),
        expect: signedIn(200),
      },
    ],
  },
  {
    method: 'GET',
    url: '/api/export.php',
    cases: [
      {
        request: get('/api/export.php'),
        expect: signedIn(200),
        shows: {
          email: ['owner'],
          birthDate: ['owner'],
          lat: ['owner'],
          lon: ['owner'],
          place: ['owner'],
          ledgerReference: ['owner'],
          iban: ['owner'],
          phone: ['owner'],
          rejectReason: ['owner'],
          partnerText: ['owner', 'partner'],
          blockedText: ['owner', 'blocked'],
        },
        // Their own conversation with the owner names the owner (GDPR art. 20: their messages, with whom).
        reveals: { ownerName: ['blocked'] },
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/account-delete.php',
    cases: [
      {
        label: 'with a wrong password',
        request: () => ({
          method: 'POST',
          url: '/api/account-delete.php',
          payload: { password: 'niet-het-wachtwoord', reason: 'other' },
        }),
        expect: signedIn('4xx'),
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/reactivate.php',
    cases: [
      {
        request: () => ({
          method: 'POST',
          url: '/api/reactivate.php',
          payload: { token: crypto.randomBytes(32).toString('base64url') },
        }),
        expect: every('4xx'),
      },
    ],
  },

  // Profiles and photos.
  {
    method: 'PUT',
    url: '/api/profile.php',
    cases: [
      {
        label: "one's own profile (there is no id to change another's)",
        request: () => ({ method: 'PUT', url: '/api/profile.php', payload: { interests: ['travelling'] } }),
        expect: signedIn(200),
      },
    ],
  },
  {
    method: 'GET',
    url: '/api/member.php',
    cases: [
      {
        label: "the owner's profile",
        request: (w) => ({ method: 'GET', url: `/api/member.php?id=${w.ids.owner}` }),
        // A dead session is a visitor; the blocker still sees the profile, marked blocked (decision 0013).
        expect: { ...every(200), blocked: 403 },
      },
    ],
  },
  {
    method: 'GET',
    url: '/api/member-teaser.php',
    cases: [
      {
        label: "the owner's teaser",
        request: (w) => ({ method: 'GET', url: `/api/member-teaser.php?id=${w.ids.owner}` }),
        // Public, like a profile view; it vanishes for a member blocked either way (decision 0063).
        expect: { ...every(200), blocked: 404, blocker: 404 },
      },
    ],
  },
  {
    method: 'GET',
    url: '/api/landing-member.php',
    cases: [{ request: get('/api/landing-member.php'), expect: signedIn(200) }],
  },
  {
    method: 'GET',
    url: '/api/photos.php',
    cases: [{ request: get('/api/photos.php'), expect: signedIn(200) }],
  },
  {
    method: 'POST',
    url: '/api/photos.php',
    cases: [
      {
        label: "an upload (always to one's own profile; a client_id is the uploader's own key)",
        request: (w) => ({
          method: 'POST',
          url: `/api/photos.php?client_id=${crypto.randomUUID()}`,
          payload: w.image,
          headers: { 'content-type': 'image/png' },
        }),
        expect: signedIn(201),
      },
      {
        label: "an upload under the client_id of the owner's photo in inspection",
        request: (w) => ({
          method: 'POST',
          url: `/api/photos.php?client_id=${w.inspectionPhotoClientId}`,
          payload: w.image,
          headers: { 'content-type': 'image/png' },
        }),
        // The owner's repeat answers their photos; anyone else's is their own new photo, nothing of the owner's.
        expect: signedIn(201),
        shows: { inspectionPhoto: ['owner'] },
      },
    ],
  },
  {
    method: 'GET',
    url: '/api/photo-decisions.php',
    cases: [{ request: get('/api/photo-decisions.php'), expect: signedIn(200) }],
  },
  {
    method: 'POST',
    url: '/api/photo-decisions.php',
    cases: [
      {
        // Marks only the caller's own photos as announced: another's ids change nothing and tell nothing.
        label: "the owner's photos, marked as announced",
        request: (w) => ({
          method: 'POST',
          url: '/api/photo-decisions.php',
          payload: { ids: [w.photos.private.id] },
        }),
        expect: signedIn(200),
      },
    ],
  },
  {
    method: 'PUT',
    url: '/api/photo.php',
    cases: [
      {
        label: "the owner's private photo",
        request: (w) => ({
          method: 'PUT',
          url: '/api/photo.php',
          payload: { id: w.photos.private.id, private: true },
        }),
        expect: ownerOnly(200),
      },
    ],
  },
  {
    method: 'DELETE',
    url: '/api/photo.php',
    phase: 'late',
    cases: [
      {
        label: "the owner's spare photo",
        request: (w) => ({ method: 'DELETE', url: '/api/photo.php', payload: { id: w.photos.spare.id } }),
        expect: ownerOnly(200),
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/photo-unlock.php',
    cases: [
      {
        label: "the owner's private photo",
        request: (w) => ({
          method: 'POST',
          url: '/api/photo-unlock.php',
          payload: { id: w.photos.private.id },
        }),
        // The partner unlocked it already (answered again, no charge); strangers have no credits.
        expect: { ...signedIn(402), partner: 200, blocked: 404, blocker: 404, owner: 404 },
      },
    ],
  },
  {
    method: 'GET',
    url: `${PHOTO_PATH}/:filename`,
    cases: [
      {
        label: 'the main photo',
        request: (w) => ({ method: 'GET', url: `${PHOTO_PATH}/${w.photos.main.filename}` }),
        expect: { ...every(200), blocked: 404, blocker: 404 },
      },
      {
        label: 'the private photo',
        request: (w) => ({ method: 'GET', url: `${PHOTO_PATH}/${w.photos.private.thumb}` }),
        expect: { ...every(404), partner: 200, moderator: 200, owner: 200 },
      },
      {
        label: 'the photo in inspection',
        request: (w) => ({ method: 'GET', url: `${PHOTO_PATH}/${w.photos.inspection.filename}` }),
        expect: { ...every(404), moderator: 200, owner: 200 },
      },
      {
        label: 'the rejected photo',
        request: (w) => ({ method: 'GET', url: `${PHOTO_PATH}/${w.photos.rejected.filename}` }),
        expect: { ...every(404), moderator: 200, owner: 200 },
      },
    ],
  },
  {
    method: 'GET',
    url: '/api/blocks.php',
    cases: [{ request: get('/api/blocks.php'), expect: signedIn(200) }],
  },
  {
    method: 'GET',
    url: '/api/admin/photos.php',
    cases: [
      {
        request: get('/api/admin/photos.php'),
        expect: { ...every(403), moderator: 200 },
        shows: { inspectionPhoto: ['moderator'] },
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/admin/photos.php',
    phase: 'late',
    cases: [
      {
        label: "approving the owner's photo in inspection",
        request: (w) => ({
          method: 'POST',
          url: '/api/admin/photos.php',
          payload: { id: w.photos.inspection.id, decision: 'approve' },
        }),
        expect: { ...every(403), moderator: 200 },
      },
    ],
  },
  // Member management (decision 0056): confirmed staff only; it looks at the stranger, whose data is no secret here.
  {
    method: 'GET',
    url: '/api/admin/members.php',
    cases: [
      {
        request: (w) => ({ method: 'GET', url: `/api/admin/members.php?q=${w.ids.member}` }),
        expect: { ...every(403), moderator: 200 },
      },
    ],
  },
  {
    method: 'GET',
    url: '/api/admin/members-detail.php',
    cases: [
      {
        request: (w) => ({ method: 'GET', url: `/api/admin/members-detail.php?id=${w.ids.member}` }),
        expect: { ...every(403), moderator: 200 },
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/admin/members-action.php',
    phase: 'late',
    cases: [
      {
        label: 'warning the stranger',
        request: (w) => ({
          method: 'POST',
          url: '/api/admin/members-action.php',
          payload: { id: w.ids.member, action: 'warn', text: 'A warning from the access matrix.' },
        }),
        expect: { ...every(403), moderator: 200 },
      },
    ],
  },
  {
    method: 'GET',
    url: '/api/member-warning.php',
    cases: [{ request: get('/api/member-warning.php'), expect: signedIn(200) }],
  },
  {
    method: 'POST',
    url: '/api/member-warning.php',
    cases: [
      {
        request: () => ({ method: 'POST', url: '/api/member-warning.php', payload: { id: 1 } }),
        expect: signedIn(200),
      },
    ],
  },

  // The back office's sign-in (decision 0054): any staff member, confirmed or not; nobody else. The world's
  // moderator has no authenticator: enrolment starts, and a code is refused (400 for a pending enrolment that a
  // wrong code does not confirm, 409 before one).
  {
    method: 'GET',
    url: '/api/admin/session.php',
    cases: [{ request: get('/api/admin/session.php'), expect: { ...every(403), moderator: 200 } }],
  },
  {
    method: 'POST',
    url: '/api/admin/enrolment.php',
    cases: [
      {
        request: () => ({ method: 'POST', url: '/api/admin/enrolment.php' }),
        expect: { ...every(403), moderator: 200 },
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/admin/enrolment-confirm.php',
    cases: [
      {
        label: 'a wrong code',
        request: () => ({
          method: 'POST',
          url: '/api/admin/enrolment-confirm.php',
          payload: { code: 'wrong' },
        }),
        expect: { ...every(403), moderator: '4xx' },
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/admin/second-factor.php',
    cases: [
      {
        label: 'a wrong code',
        request: () => ({ method: 'POST', url: '/api/admin/second-factor.php', payload: { code: 'wrong' } }),
        expect: { ...every(403), moderator: '4xx' },
      },
    ],
  },
  // Administrators only: the moderator gets 403 too (the staff and audit tests call them as an administrator).
  {
    method: 'GET',
    url: '/api/admin/audit.php',
    cases: [{ request: get('/api/admin/audit.php'), expect: every(403) }],
  },
  {
    method: 'GET',
    url: '/api/admin/staff.php',
    cases: [{ request: get('/api/admin/staff.php'), expect: every(403) }],
  },
  {
    method: 'POST',
    url: '/api/admin/staff.php',
    phase: 'late',
    cases: [
      {
        label: "revoking the moderator's role",
        request: (w) => ({
          method: 'POST',
          url: '/api/admin/staff.php',
          payload: { id: w.ids.moderator, role: 'member' },
        }),
        expect: every(403),
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/admin/staff-second-factor.php',
    phase: 'late',
    cases: [
      {
        label: "resetting the moderator's second factor",
        request: (w) => ({
          method: 'POST',
          url: '/api/admin/staff-second-factor.php',
          payload: { id: w.ids.moderator },
        }),
        expect: every(403),
      },
    ],
  },

  // Complaints (decision 0055): anyone may complain; content only as far as the viewer may see it, and an object
  // they may not see answers the 404 of an unknown id. The staff queue is staff's alone.
  {
    method: 'GET',
    url: '/api/complaint-target.php',
    cases: [
      {
        label: "the owner's profile",
        request: (w) => ({ method: 'GET', url: `/api/complaint-target.php?kind=member&id=${w.ids.owner}` }),
        expect: { ...every(200), blocked: 404 },
        shows: { ownerName: ['visitor', 'member', 'blocker', 'moderator'] },
      },
      {
        label: "the owner's private photo",
        request: (w) => ({
          method: 'GET',
          url: `/api/complaint-target.php?kind=photo&id=${w.photos.private.id}`,
        }),
        expect: { ...every(404), partner: 200, moderator: 200, owner: 200 },
        // A moderator's session loads any photo of the site (maySeePhoto), so it may report it too.
        reveals: { privatePhoto: ['moderator'] },
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/complaints.php',
    cases: [
      {
        label: "reporting the owner's profile",
        request: (w) => ({
          method: 'POST',
          url: '/api/complaints.php',
          payload: complaintAbout('member', w.ids.owner),
        }),
        expect: { ...every(201), blocked: 404 },
      },
      {
        label: "reporting the owner's private photo",
        request: (w) => ({
          method: 'POST',
          url: '/api/complaints.php',
          payload: complaintAbout('photo', w.photos.private.id),
        }),
        expect: { ...every(404), partner: 201, moderator: 201, owner: 201 },
      },
    ],
  },
  {
    method: 'GET',
    url: '/api/admin/complaints.php',
    cases: [{ request: get('/api/admin/complaints.php'), expect: { ...every(403), moderator: 200 } }],
  },
  {
    method: 'GET',
    url: '/api/admin/complaint.php',
    cases: [
      {
        label: 'an unknown complaint',
        request: get('/api/admin/complaint.php?id=999999999'),
        expect: { ...every(403), moderator: 404 },
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/admin/complaint.php',
    cases: [
      {
        label: 'taking an unknown complaint',
        request: () => ({
          method: 'POST',
          url: '/api/admin/complaint.php',
          payload: { id: 999_999_999, action: 'assign' },
        }),
        expect: { ...every(403), moderator: 404 },
      },
    ],
  },
  // The flagged queue of abuse prevention (decision 0057).
  {
    method: 'GET',
    url: '/api/admin/flags.php',
    cases: [{ request: get('/api/admin/flags.php'), expect: { ...every(403), moderator: 200 } }],
  },
  {
    method: 'POST',
    url: '/api/admin/flag.php',
    cases: [
      {
        label: 'dismissing a flag that is not open (nothing changes, and that is audited as such)',
        request: () => ({
          method: 'POST',
          url: '/api/admin/flag.php',
          payload: { id: 999_999_999, action: 'dismiss' },
        }),
        expect: { ...every(403), moderator: 200 },
      },
    ],
  },

  // The back office's own session (decision 0053): staff only, confirmed or not.
  // Fictional profiles and their inbox (decision 0058): confirmed staff only. The owner is a real member and their
  // conversation with the partner no fictional one, so even the moderator finds nothing of theirs to read or change.
  {
    method: 'GET',
    url: '/api/admin/fictional.php',
    cases: [{ request: get('/api/admin/fictional.php'), expect: { ...every(403), moderator: 200 } }],
  },
  {
    method: 'POST',
    url: '/api/admin/fictional.php',
    phase: 'late',
    cases: [
      {
        label: 'a new fictional profile',
        request: () => ({
          method: 'POST',
          url: '/api/admin/fictional.php',
          payload: {
            name: 'Fictief',
            date_of_birth: '1992-04-01',
            gender: 'female',
            sexuality: 'hetero',
            country: 'NL',
            region: null,
            description: null,
            interests: [],
          },
        }),
        expect: { ...every(403), moderator: 200 },
      },
    ],
  },
  {
    method: 'GET',
    url: '/api/admin/fictional-profile.php',
    cases: [
      {
        request: (w) => ({ method: 'GET', url: `/api/admin/fictional-profile.php?id=${w.ids.owner}` }),
        expect: { ...every(403), moderator: 404 },
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/admin/fictional-profile.php',
    phase: 'late',
    cases: [
      {
        label: "the owner's profile, which is no fictional one",
        request: (w) => ({
          method: 'POST',
          url: '/api/admin/fictional-profile.php',
          payload: {
            id: w.ids.owner,
            name: 'Fictief',
            date_of_birth: '1992-04-01',
            gender: 'female',
            sexuality: 'hetero',
            country: 'NL',
            region: null,
            description: null,
            interests: [],
          },
        }),
        expect: { ...every(403), moderator: 404 },
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/admin/fictional-photo.php',
    phase: 'late',
    cases: [
      {
        label: "a photo for the owner's profile",
        request: (w) => ({
          method: 'POST',
          url: `/api/admin/fictional-photo.php?id=${w.ids.owner}&client_id=${crypto.randomUUID()}`,
          payload: w.image,
          headers: { 'content-type': 'image/png' },
        }),
        expect: { ...every(403), moderator: 404 },
      },
    ],
  },
  {
    method: 'GET',
    url: '/api/admin/inbox.php',
    cases: [{ request: get('/api/admin/inbox.php'), expect: { ...every(403), moderator: 200 } }],
  },
  {
    method: 'GET',
    url: '/api/admin/inbox-conversation.php',
    cases: [
      {
        request: (w) => ({
          method: 'GET',
          url: `/api/admin/inbox-conversation.php?id=${conversationOf(w, 'partner').id}`,
        }),
        expect: { ...every(403), moderator: 404 },
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/admin/inbox-claim.php',
    phase: 'late',
    cases: [
      {
        request: (w) => ({
          method: 'POST',
          url: '/api/admin/inbox-claim.php',
          payload: { id: conversationOf(w, 'partner').id },
        }),
        expect: { ...every(403), moderator: 404 },
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/admin/inbox-reply.php',
    phase: 'late',
    cases: [
      {
        label: "an answer into the owner's conversation with the partner",
        request: (w) => ({
          method: 'POST',
          url: '/api/admin/inbox-reply.php',
          payload: { id: conversationOf(w, 'partner').id, client_id: crypto.randomUUID(), text: 'Hallo' },
        }),
        expect: { ...every(403), moderator: 404 },
      },
    ],
  },

  // The back office's dashboard (any confirmed staff) and sites editor (administrators only; the matrix's
  // moderator is refused like a member).
  {
    method: 'GET',
    url: '/api/admin/dashboard.php',
    cases: [{ request: get('/api/admin/dashboard.php'), expect: { ...every(403), moderator: 200 } }],
  },
  {
    method: 'GET',
    url: '/api/admin/sites.php',
    cases: [{ request: get('/api/admin/sites.php'), expect: every(403) }],
  },
  {
    method: 'GET',
    url: '/api/admin/site.php',
    cases: [{ request: get('/api/admin/site.php?id=1'), expect: every(403) }],
  },
  {
    method: 'PUT',
    url: '/api/admin/site.php',
    cases: [
      {
        request: () => ({ method: 'PUT', url: '/api/admin/site.php?id=1', payload: siteInput('localhost') }),
        expect: every(403),
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/admin/site.php',
    cases: [
      {
        request: () => ({ method: 'POST', url: '/api/admin/site.php', payload: siteInput('matrix.example') }),
        expect: every(403),
      },
    ],
  },

  // Traffic (decision 0064): a site's postbacks and the traffic report are an administrator's (the matrix's
  // moderator is refused like a member), as the dashboard's traffic figures.
  {
    method: 'GET',
    url: '/api/admin/site-postbacks.php',
    cases: [{ request: get('/api/admin/site-postbacks.php?id=1'), expect: every(403) }],
  },
  {
    method: 'PUT',
    url: '/api/admin/site-postbacks.php',
    cases: [
      {
        request: () => ({
          method: 'PUT',
          url: '/api/admin/site-postbacks.php?id=1',
          payload: { postbacks: [] },
        }),
        expect: every(403),
      },
    ],
  },
  {
    method: 'GET',
    url: '/api/admin/traffic-report.php',
    cases: [
      {
        request: get('/api/admin/traffic-report.php?from=2026-11-01&to=2026-11-30'),
        expect: every(403),
      },
    ],
  },

  // Operations of the back office (decision 0060): administrators only; the matrix's moderator gets 403 too.
  ...[
    '/api/admin/packages.php',
    '/api/admin/codes.php',
    '/api/admin/code.php?id=1',
    '/api/admin/code-batch.php?id=1',
    '/api/admin/orders.php?q=1',
    '/api/admin/order.php?id=1',
  ].map(
    (url): Row => ({
      method: 'GET',
      url: url.split('?')[0] as string,
      cases: [{ request: get(url), expect: every(403) }],
    }),
  ),
  {
    method: 'POST',
    url: '/api/admin/package.php',
    phase: 'late',
    cases: [
      {
        label: 'a new price',
        request: () => ({
          method: 'POST',
          url: '/api/admin/package.php',
          payload: { action: 'update', id: 1, price: 1 },
        }),
        expect: every(403),
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/admin/codes.php',
    phase: 'late',
    cases: [
      {
        label: 'a batch of codes',
        request: () => ({
          method: 'POST',
          url: '/api/admin/codes.php',
          payload: { kind: 'batch', prefix: 'X', count: 5, value_percentage: 50, validity: 'unlimited' },
        }),
        expect: every(403),
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/admin/code.php',
    phase: 'late',
    cases: [
      {
        label: 'switching a code off',
        request: () => ({
          method: 'POST',
          url: '/api/admin/code.php',
          payload: { id: 1, status: 'inactive' },
        }),
        expect: every(403),
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/admin/order-refund.php',
    phase: 'late',
    cases: [
      {
        label: "refunding the owner's order",
        request: (w) => ({
          method: 'POST',
          url: '/api/admin/order-refund.php',
          payload: { id: w.order.id, amount: 100, reason: 'access matrix', client_id: crypto.randomUUID() },
        }),
        expect: every(403),
      },
    ],
  },

  // Discovery: the viewer's own lists; the owner appears only where the viewer may see them.
  {
    method: 'GET',
    url: '/api/members.php',
    cases: [
      {
        request: get('/api/members.php'),
        expect: { ...every(200), visitor: 403, deleted: 403 },
        shows: { ownerName: ['member', 'partner', 'moderator'] },
      },
    ],
  },
  {
    method: 'GET',
    url: '/api/likes.php',
    cases: [{ request: get('/api/likes.php'), expect: signedIn(200), shows: { ownerName: ['partner'] } }],
  },
  {
    method: 'POST',
    url: '/api/like.php',
    phase: 'late',
    cases: [
      {
        label: 'liking the owner',
        request: (w) => ({ method: 'POST', url: '/api/like.php', payload: { id: w.ids.owner } }),
        expect: signedIn(200, { blocked: 403, blocker: 403, owner: 400 }),
      },
    ],
  },
  {
    method: 'DELETE',
    url: '/api/like.php',
    phase: 'late',
    cases: [
      {
        label: 'unliking the owner',
        request: (w) => ({ method: 'DELETE', url: '/api/like.php', payload: { id: w.ids.owner } }),
        expect: signedIn(204),
      },
    ],
  },
  {
    method: 'GET',
    url: '/api/auto-like.php',
    cases: [{ request: get('/api/auto-like.php'), expect: signedIn(200) }],
  },
  {
    method: 'GET',
    url: '/api/swipe.php',
    cases: [{ request: get('/api/swipe.php'), expect: signedIn(200) }],
  },
  {
    method: 'POST',
    url: '/api/swipe.php',
    cases: [
      {
        label: 'passing on the owner',
        request: (w) => ({
          method: 'POST',
          url: '/api/swipe.php',
          payload: { id: w.ids.owner, action: 'pass' },
        }),
        expect: signedIn(200, { blocked: 403, blocker: 403, owner: 400 }),
      },
    ],
  },

  // Chat: the owner's conversation is the one with the viewer when they have one, else the one with the partner.
  {
    method: 'GET',
    url: '/api/chats.php',
    cases: [
      {
        request: get('/api/chats.php'),
        expect: signedIn(200),
        shows: { ownerName: ['partner'] },
      },
    ],
  },
  {
    method: 'GET',
    url: '/api/conversation.php',
    cases: [
      {
        label: 'the conversation with the owner',
        request: (w) => ({ method: 'GET', url: `/api/conversation.php?profile=${w.ids.owner}` }),
        expect: signedIn(200, { blocked: 403, blocker: 403, owner: 400 }),
      },
    ],
  },
  {
    method: 'GET',
    url: '/api/messages.php',
    cases: [
      {
        label: "the owner's conversation",
        request: (w, role) => ({
          method: 'GET',
          url: `/api/messages.php?conversation=${conversationOf(w, role).id}`,
        }),
        // A block either way hides the conversation from both, as the list does (decision 0030).
        expect: signedIn(404, { partner: 200, owner: 200 }),
        shows: { ownerText: ['partner', 'owner'], partnerText: ['partner', 'owner'], chatImage: ['partner'] },
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/message.php',
    phase: 'late',
    cases: [
      {
        label: 'a text to the owner',
        request: (w) => ({
          method: 'POST',
          url: '/api/message.php',
          payload: { profile: w.ids.owner, client_id: crypto.randomUUID(), kind: 'text', text: 'Hoi!' },
        }),
        // Strangers and the moderator have no credits.
        expect: signedIn(402, { partner: 200, blocked: 403, blocker: 403, owner: 400 }),
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/message-image.php',
    phase: 'late',
    cases: [
      {
        label: 'a picture to the owner',
        request: (w) => ({
          method: 'POST',
          url: `/api/message-image.php?profile=${w.ids.owner}&client_id=${crypto.randomUUID()}`,
          payload: w.image,
          headers: { 'content-type': 'image/png' },
        }),
        expect: signedIn(402, { partner: 200, blocked: 403, blocker: 403, owner: 400 }),
      },
    ],
  },
  {
    method: 'GET',
    url: '/chat-images/:filename',
    cases: [
      {
        label: "the owner's picture to the partner",
        request: (w) => ({ method: 'GET', url: `/chat-images/${w.chatImage}` }),
        expect: { ...every(404), partner: 200, owner: 200 },
      },
      {
        label: "the owner's picture to the member they blocked later",
        request: (w) => ({ method: 'GET', url: `/chat-images/${w.blockedChatImage}` }),
        // A block either way hides the conversation, its pictures too, from both (decision 0030).
        expect: every(404),
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/chat-read.php',
    cases: [
      {
        label: "the owner's conversation",
        request: (w, role) => ({
          method: 'POST',
          url: '/api/chat-read.php',
          payload: { conversation: conversationOf(w, role).id, seq: conversationOf(w, role).lastSeq },
        }),
        expect: signedIn(404, { partner: 200, owner: 200 }),
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/typing.php',
    cases: [
      {
        label: "the owner's conversation",
        request: (w, role) => ({
          method: 'POST',
          url: '/api/typing.php',
          payload: { conversation: conversationOf(w, role).id },
        }),
        expect: signedIn(404, { partner: 204, owner: 204 }),
      },
    ],
  },
  {
    method: 'DELETE',
    url: '/api/chat.php',
    phase: 'late',
    cases: [
      {
        label: "the owner's conversation",
        request: (w, role) => ({
          method: 'DELETE',
          url: '/api/chat.php',
          payload: { conversation: conversationOf(w, role).id },
        }),
        // Removing is from one's own list only; the blocked pair may tidy theirs.
        expect: signedIn(404, { partner: 204, blocked: 204, blocker: 204, owner: 204 }),
      },
    ],
  },
  {
    method: 'GET',
    url: '/api/chat-events.php',
    cases: [
      {
        label: "one's own live events",
        request: () => ({ method: 'GET', url: '/api/chat-events.php', stream: true }),
        expect: signedIn(200),
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/page-hidden.php',
    cases: [
      {
        label: "the page-hidden beacon (one's own presence; a visitor's writes nothing)",
        request: () => ({ method: 'POST', url: '/api/page-hidden.php', payload: {} }),
        expect: every(204),
      },
    ],
  },

  {
    method: 'POST',
    url: '/api/page-bounce.php',
    cases: [
      {
        label: 'the `lb` page-bounce beacon (anyone; nobody reads it back)',
        request: () => ({
          method: 'POST',
          url: '/api/page-bounce.php',
          payload: {
            visit_id: crypto.randomUUID(),
            entry_path: '/',
            seconds: 3,
            signup_started: false,
          },
        }),
        expect: every(204),
      },
    ],
  },

  // Credits, orders, direct debit, discount codes.
  {
    method: 'GET',
    url: '/api/credits.php',
    cases: [{ request: get('/api/credits.php'), expect: signedIn(200) }],
  },
  {
    method: 'POST',
    url: '/api/order.php',
    cases: [
      {
        label: "repeating the owner's order's client_id",
        request: (w) => ({
          method: 'POST',
          url: '/api/order.php',
          payload: {
            package: w.packageId,
            method: 'ideal',
            client_id: w.order.clientId,
            delivery_consent: true,
          },
        }),
        // Everyone else gets an order of their own; the owner gets theirs again.
        expect: signedIn(201, { owner: 200 }),
      },
    ],
  },
  {
    method: 'GET',
    url: '/api/order.php',
    cases: [
      {
        label: "the owner's order",
        request: (w) => ({ method: 'GET', url: `/api/order.php?id=${w.order.id}` }),
        expect: ownerOnly(200),
      },
    ],
  },
  {
    method: 'GET',
    url: '/api/orders.php',
    cases: [{ request: get('/api/orders.php'), expect: signedIn(200) }],
  },
  {
    method: 'POST',
    url: '/api/payment-webhook.php',
    cases: [
      {
        label: "the owner's payment (the provider calls it; the answer is empty for anyone)",
        request: (w) => ({
          method: 'POST',
          url: '/api/payment-webhook.php?provider=sandbox',
          payload: { id: w.order.paymentId },
        }),
        expect: every(200),
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/unsubscribe.php',
    cases: [
      {
        label: 'an unsubscribe link nobody was sent (the signed token is the key, not the session)',
        request: () => ({
          method: 'POST',
          url: `/api/unsubscribe.php?token=1.0.${crypto.randomBytes(24).toString('base64url')}`,
          payload: {},
        }),
        expect: every(400),
      },
    ],
  },
  {
    method: 'GET',
    url: '/api/unsubscribe.php',
    cases: [
      {
        label: 'a scanner opening an unsubscribe link: to the page, nothing changes',
        request: get('/api/unsubscribe.php?token=1.0.x'),
        expect: every(303),
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/mail-events.php',
    cases: [
      {
        label: 'the mail service’s events, unsigned (and unconfigured here): the 404 of no address',
        request: () => ({
          method: 'POST',
          url: '/api/mail-events.php',
          payload: { events: [{ type: 'bounce', email: 'owner@example.nl' }] },
        }),
        expect: every(404),
      },
    ],
  },
  {
    method: 'GET',
    url: '/sandbox-checkout/:id',
    cases: [
      {
        label: "the owner's checkout (the link is the key, as at a real provider)",
        request: (w) => ({ method: 'GET', url: `/sandbox-checkout/${w.order.paymentId}` }),
        expect: every(200),
        reveals: {
          paymentId: ['visitor', 'member', 'partner', 'blocked', 'blocker', 'deleted', 'moderator'],
        },
      },
    ],
  },
  {
    method: 'POST',
    url: '/sandbox-checkout/:id',
    phase: 'late',
    cases: [
      {
        label: "cancelling the owner's checkout (anyone holding the link may, as at a real provider)",
        request: (w) => ({
          method: 'POST',
          url: `/sandbox-checkout/${w.order.paymentId}`,
          payload: { outcome: 'canceled' },
        }),
        expect: every(303),
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/directdebit.php',
    cases: [
      {
        label: "a mandate of one's own",
        request: (w) => ({
          method: 'POST',
          url: '/api/directdebit.php',
          payload: {
            package: w.packageId,
            account_holder: 'Anna de Vries',
            iban: OTHER_IBAN,
            street: 'Keizersgracht',
            house_number: '12a',
            zip: '1015 CJ',
            city: 'Amsterdam',
            phone: OTHER_MOBILE,
            country: 'NL',
            delivery_consent: true,
          },
        }),
        expect: signedIn(201),
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/directdebit-code.php',
    cases: [
      {
        label: "a wrong code for the owner's mandate",
        request: (w) => ({
          method: 'POST',
          url: '/api/directdebit-code.php',
          payload: { mandate: w.mandate, otp: '000000', client_id: crypto.randomUUID() },
        }),
        expect: ownerOnly(400),
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/directdebit-resend.php',
    cases: [
      {
        label: "the owner's (confirmed) mandate",
        request: (w) => ({
          method: 'POST',
          url: '/api/directdebit-resend.php',
          payload: { mandate: w.mandate },
        }),
        expect: ownerOnly(410),
      },
    ],
  },
  {
    method: 'GET',
    url: '/api/discountcode.php',
    cases: [
      {
        label: "one's own welcome code",
        request: get('/api/discountcode.php?welcome=true'),
        // Only free members have one; the owner, partner, blocked and blocker members are paid members.
        expect: signedIn(200, { partner: 404, blocked: 404, blocker: 404, owner: 404 }),
      },
    ],
  },

  // Blocks change every later answer between the two, and logout ends the session: these run last.
  {
    method: 'POST',
    url: '/api/block.php',
    phase: 'final',
    cases: [
      {
        label: 'blocking the owner',
        request: (w) => ({ method: 'POST', url: '/api/block.php', payload: { profile_id: w.ids.owner } }),
        expect: signedIn(200, { owner: 400 }),
      },
    ],
  },
  {
    method: 'DELETE',
    url: '/api/block.php',
    phase: 'final',
    cases: [
      {
        label: 'unblocking the owner',
        request: (w) => ({ method: 'DELETE', url: '/api/block.php', payload: { profile_id: w.ids.owner } }),
        expect: signedIn(200),
      },
    ],
  },
  {
    method: 'GET',
    url: '/api/logout.php',
    phase: 'final',
    cases: [{ request: get('/api/logout.php'), expect: every(200) }],
  },
];
