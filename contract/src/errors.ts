/** Stable error ids answered as `{ "error": id, ...params }`; the client translates them (`errors.<id>`). */
export const ERROR_CODES = [
  'generic',
  'not_found',
  'authentication_required',
  'validation_failed',
  'rate_limited',
  'service_unavailable',
  'cross_site_refused',
  /** A staff page or call, asked for by someone who is not staff (or not of the role it needs). */
  'staff_only',
  /** A staff call from a staff session that has not confirmed its second factor, or whose confirmation ran out. */
  'second_factor_required',
  /** An authenticator or recovery code that is not right, or was used already. */
  'second_factor_invalid',
  /** Too many wrong codes for the account: the step is locked for `minutes`. */
  'second_factor_locked',
  /** Enrolment asked for by an account that has a confirmed authenticator already. */
  'second_factor_enrolled',
  /** A code to confirm an enrolment, or a sign-in code, from an account that has no authenticator (yet). */
  'second_factor_not_enrolled',
  /** An administrator tried to change their own role or second factor. */
  'staff_own_account',
  /** Another moderator holds the claim on this fictional-inbox conversation (params: staff_name). */
  'inbox_claimed',
  // Accounts (SPEC §5, §8)
  'login_failed',
  /** The member was banned by staff: login and every member call answer this; the client shows /pages/ban. */
  'account_banned',
  /** The member is suspended by staff until `until` (ISO 8601): login and member calls answer this. */
  'account_suspended',
  'account_locked',
  'email_invalid',
  /** An address at a disposable (throw-away) mail domain, refused at signup and at an e-mail change. */
  'email_disposable',
  'email_taken',
  'account_deleted_contact_support',
  'birth_date_required',
  'birth_date_invalid',
  'name_starts_with_at',
  'name_equals_email',
  'name_length',
  'name_characters',
  'password_too_short',
  'password_too_long',
  'password_too_common',
  'password_mismatch',
  'old_password_wrong',
  /** The current password, asked before deleting the account or changing the e-mail address, is not right. */
  'password_wrong',
  'signups_closed',
  'reset_email_not_found',
  'reset_link_invalid',
  'reset_limit_reached',
  'activation_failed',
  'link_invalid',
  /** An unsubscribe link of a notification mail that is not ours or was altered. */
  'unsubscribe_link_invalid',
  'already_confirmed',
  'account_deleted',
  // Profiles, photos and blocks (SPEC §5, §6, §8)
  'login_required',
  'photo_limit_reached',
  'photo_too_large',
  'photo_too_many_pixels',
  'photo_too_small',
  'photo_unsupported_type',
  'photo_unreadable',
  'photo_private_main',
  'insufficient_credits',
  /** A staff credit adjustment that would take the member's balance below zero. */
  'adjustment_exceeds_balance',
  'blocked_by_member',
  'cannot_block_self',
  'region_unknown',
  'geocode_failed',
  'cannot_like_self',
  'email_not_confirmed',
  'swipe_limit_reached',
  // Chat (SPEC §6, §8)
  'premium_only',
  // Credits and payments (SPEC §5, §8; docs/payments.md)
  'method_not_available',
  'code_not_found',
  'code_used',
  'code_not_applicable',
  'code_invalid',
  'code_expired',
  'iban_invalid',
  'direct_debit_blocked',
  'direct_debit_limit',
  'payment_provider_unavailable',
  // Complaints (SPEC §2 /complaints, issue 23; docs/complaints.md)
  'complaint_reason_required',
  'complaint_explanation_length',
  'complaint_good_faith_required',
  'complaint_name_required',
  /** A staff action on a complaint that was resolved already. */
  'complaint_closed',
  // The back office (issue 23)
  'site_domain_taken',
  // Back-office operations (issue 23; docs/payments.md, docs/discounts.md)
  /** A discount code of that spelling exists already on the site or for every site. */
  'code_exists',
  /** The order cannot be refunded from here: not paid, nothing left to refund, or another provider's. */
  'refund_not_possible',
  /** The provider refused the refund or could not be reached: nothing was refunded or booked. */
  'refund_failed',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
