import type { ComponentProps } from 'react';

const variants = {
  primary:
    'bg-indigo-600 text-white hover:bg-indigo-700 disabled:bg-indigo-600/50 aria-disabled:bg-indigo-600/50 dark:bg-indigo-500 dark:hover:bg-indigo-600 dark:disabled:bg-indigo-500/40 dark:aria-disabled:bg-indigo-500/40',
  secondary:
    'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 disabled:text-slate-400 aria-disabled:text-slate-400 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700 dark:disabled:text-slate-500 dark:aria-disabled:text-slate-500',
  ghost: 'text-slate-700 hover:bg-slate-100 disabled:text-slate-400 dark:text-slate-200 dark:hover:bg-slate-800',
} as const;

export const buttonClasses = (variant: keyof typeof variants = 'secondary') =>
  `inline-flex min-h-9 items-center justify-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium transition-colors disabled:cursor-not-allowed aria-disabled:cursor-not-allowed focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 ${variants[variant]}`;

type ButtonProps = ComponentProps<'button'> & { variant?: keyof typeof variants };

export function Button({ variant, className = '', type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={`${buttonClasses(variant)} ${className}`} {...props} />;
}
