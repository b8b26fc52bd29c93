import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { BookingRedirect } from '../features/booking-redirect/booking-redirect';
import { readRedirectQuery } from '../features/booking-redirect/redirect-query';
import { useDocumentTitle } from '../i18n/use-document-title';

export function BookingRedirectPage() {
  useDocumentTitle('bookingRedirect');
  const [searchParams] = useSearchParams();
  const query = useMemo(() => readRedirectQuery(searchParams), [searchParams]);
  return <BookingRedirect query={query} />;
}
