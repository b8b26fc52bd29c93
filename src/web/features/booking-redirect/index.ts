/** What other features use of booking-redirect; everything else in this folder is its own. */
export { bookingRedirectHref } from './redirect-query';
