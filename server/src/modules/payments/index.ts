// The payments module's door for other modules: placing an order (direct debit places its own), what a member
// may pay with, the default packages and message-cost claims for the seed, and its part of the data export.

export { seedDefaultPackages } from './default-packages.ts';
export { paymentsMemberData } from './member-data.ts';
export { type MessageCostClaim, messageCostClaims, messageCostClaimWarning } from './message-cost-claims.ts';
export { ORDER_ERRORS, placeOrder } from './order-service.ts';
export { directDebitRefusal, paymentCountry } from './policy.ts';
export type { PaymentProvider } from './providers/payment-provider.ts';
export { findPackage, findPackageCountries, findPayingMember, type PayingMemberRow } from './queries.ts';
export { type PaymentRouteDeps, requestOrigin } from './routes.ts';
