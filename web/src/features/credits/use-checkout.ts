import { type PaymentMethod, paymentState } from '@community/contract';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { LEAVING, useSingleSubmit } from '../../components/use-single-submit.ts';
import { useActiveDiscount } from '../discounts/use-active-discount.ts';
import { openCheckout } from './checkout-redirect.ts';
import { transactionPath } from './credits-paths.ts';
import { createOrder, type OrderRequest } from './order-create-api.ts';

/**
 * A package and a method, in the payment country credits.php priced the package for, with the member's consent to
 * immediate delivery (DeliveryConsent) that every order needs.
 */
export type CheckoutChoice = {
  packageId: number;
  method: PaymentMethod;
  country: string | null;
  deliveryConsent: true;
};

/**
 * Places the order for a package and method with the active discount, then sends the member to the provider's
 * checkout. Each choice is one attempt with its own client_id, kept while the member tries that choice again (a
 * double click, a call that failed on the way): the server answers the same order for the same client_id, so
 * one attempt is at most one order. A 502 ends the attempt: that order will never get a checkout.
 */
export function useCheckout() {
  const discount = useActiveDiscount();
  const submitOnce = useSingleSubmit();
  const attempt = useRef<{ key: string; clientId: string } | null>(null);
  const [leaving, setLeaving] = useState(false);
  const order = useMutation({ mutationFn: createOrder });
  const navigate = useNavigate();

  const pay = (choice: CheckoutChoice) => {
    const code = discount?.code ?? null;
    const key = JSON.stringify([choice.packageId, choice.method, choice.country, code]);
    if (attempt.current?.key !== key) attempt.current = { key, clientId: crypto.randomUUID() };
    const body: OrderRequest = {
      package: choice.packageId,
      method: choice.method,
      client_id: attempt.current.clientId,
      delivery_consent: choice.deliveryConsent,
      ...(code ? { discount_code: code } : {}),
      ...(choice.country ? { country: choice.country } : {}),
    };
    submitOnce(() =>
      order.mutateAsync(body).then(
        ({ order: placed, checkout_url }) => {
          setLeaving(true);
          // An order of this attempt that is already over (the provider failed it) has no checkout: its page says so.
          if (checkout_url && paymentState(placed.status) === 'pending') openCheckout(checkout_url);
          else void navigate(transactionPath(placed.id));
          return LEAVING;
        },
        (error: unknown) => {
          // The order of this client_id will never get a checkout (failed, or the server died before its payment
          // was made): its client_id would only be answered 502 again, so the next try is a new attempt.
          if (error instanceof ApiError && error.code === 'payment_provider_unavailable')
            attempt.current = null;
          throw error;
        },
      ),
    );
  };

  const busy = order.isPending || leaving;
  return {
    pay,
    busy,
    /** The method of the order under way, to mark the button that was pressed. */
    busyMethod: busy ? (order.variables?.method ?? null) : null,
    error: order.error,
  };
}
