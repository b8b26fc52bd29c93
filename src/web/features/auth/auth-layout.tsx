import type { ReactNode } from 'react';

interface AuthLayoutProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** The auth page's frame: a title over one centred card, full width on phones. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  return (
    <div className="bg-linear-to-b from-brand-50 to-slate-50 px-4 py-10 sm:py-16">
      <div className="mx-auto w-full max-w-md">
        <div className="mb-6 text-center">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
          <p className="mt-2 text-pretty text-slate-600">{subtitle}</p>
        </div>
        <div className="rounded-2xl bg-white p-5 shadow-xl ring-1 shadow-slate-900/5 ring-slate-200 sm:p-8">
          {children}
        </div>
      </div>
    </div>
  );
}
