import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { BookingRedirect } from '../features/booking-redirect/booking-redirect';
import { readRedirectQuery } from '../features/booking-redirect/redirect-query';
import { useDocumentTitle } from '../i18n/use-document-title';

export function BookingRedirectPage() {
  useDocumentTitle('bookingRedirect');
  const [searchParams] = useSearchParams();
  const query = useMemo(() => readRedirectQuery(searchParams), [searchParams]);
  return (
    <>
      {/* Partner pages open without a referrer (product.md §4): they learn nothing of the deal or of TripFit's page.
          The server sends the same policy when this page is loaded directly. */}
      <meta name="referrer" content="no-referrer" />
      <BookingRedirect query={query} />
    </>
  );
}
