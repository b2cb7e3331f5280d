/** Leaves the app for the payment provider's checkout (a full page load; the provider sends the member back). */
export function openCheckout(url: string): void {
  window.location.assign(url);
}
