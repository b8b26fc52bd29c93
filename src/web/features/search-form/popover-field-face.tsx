import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { controlClassName } from '../../components/ui/field';

export const popoverFieldTriggerClassName = `${controlClassName} flex cursor-pointer items-center gap-2 text-start`;

export interface PopoverFieldFaceProps {
  summaryId: string;
  summary: string;
  icon: ReactNode;
}

/** What a closed popover field shows: icon, summary and chevron, the same before and after Radix loads. */
export function PopoverFieldFace({ summaryId, summary, icon }: PopoverFieldFaceProps) {
  return (
    <>
      <span aria-hidden className="shrink-0 text-slate-400 [&_svg]:size-4.5">
        {icon}
      </span>
      <span id={summaryId} className="min-w-0 flex-1 truncate">
        {summary}
      </span>
      <ChevronDown aria-hidden className="size-4 shrink-0 text-slate-500" />
    </>
  );
}
