// The discounts module's door for other modules: a code's discount on an order, held, redeemed or released.

export {
  type AppliedDiscount,
  discountForOrder,
  ensureSystemDiscountCodes,
  redeemForPaidOrder,
  releaseDiscount,
  reserveDiscount,
} from './service.ts';
