import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { appPaths } from '../../../core/routes';

export function BackToHomeLink({ label }: { label: string }) {
  return (
    <Link
      to={appPaths.home}
      className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-800 hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
      {label}
    </Link>
  );
}
