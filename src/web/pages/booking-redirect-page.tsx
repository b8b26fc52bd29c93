import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { BookingRedirect } from '../features/booking-redirect/booking-redirect';
import { readRedirectQuery } from '../features/booking-redirect/redirect-query';
import { useDocumentTitle } from '../i18n/use-document-title';

export function BookingRedirectPage() {
  useDocumentTitle('bookingRedirect');
  const [searchParams] = useSearchParams();
  const query = useMemo(() => readRedirectQuery(searchParams), [searchParams]);
  // Plain http to localhost is for local partner stubs during development; a production build refuses it.
  return <BookingRedirect query={query} allowLocalhostHttp={import.meta.env.DEV} />;
}
