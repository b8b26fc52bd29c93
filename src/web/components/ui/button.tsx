import type { ComponentProps } from 'react';

const variants = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 disabled:bg-brand-700/70',
  secondary: 'border border-slate-300 bg-white text-slate-800 shadow-xs hover:bg-slate-50',
  /** Confirms what cannot be undone, e.g. deleting the account. */
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800 disabled:bg-red-700/70',
  /** Opens the dialog that asks before such an action. */
  dangerOutline: 'border border-red-200 bg-white text-red-700 shadow-xs hover:border-red-300 hover:bg-red-50',
} as const;

const sizes = {
  sm: 'h-9 gap-1.5 px-3 text-sm',
  md: 'h-11 gap-2 px-4 text-sm',
  lg: 'h-13 gap-2 px-6 text-base',
} as const;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
}

/** The site's button; `type` defaults to "button" so a button inside a form never submits it by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  type = 'button',
  className = '',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={`inline-flex items-center justify-center rounded-lg font-semibold transition-colors disabled:cursor-not-allowed ${variants[variant]} ${sizes[size]} ${className}`}
      {...props}
    />
  );
}
