import type { ReactNode } from 'react';
import { PageHeader } from '../page-header';

/** A legal page: its title and date in the header band, then a readable column of sections. */
export function LegalPageLayout({
  title,
  lastUpdated,
  children,
}: {
  title: string;
  lastUpdated: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} subtitle={lastUpdated} />
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-10 sm:px-6 sm:py-14 lg:px-8">{children}</div>
    </>
  );
}
