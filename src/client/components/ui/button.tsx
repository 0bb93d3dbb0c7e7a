import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './spinner';

export type ButtonVariant =
  'primary' | 'gold' | 'outline' | 'ghost' | 'danger' | 'dangerOutline' | 'whatsapp' | 'whatsappSolid';
export type ButtonSize = 'sm' | 'md' | 'lg';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-sm font-sans font-medium uppercase tracking-[0.14em] ' +
  'transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-55 select-none';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-charcoal text-ivory hover:bg-ink active:bg-black',
  gold: 'bg-gold-700 text-ivory hover:bg-[#684b14] active:bg-[#573f10]',
  outline: 'border border-charcoal/70 text-charcoal hover:bg-charcoal hover:text-ivory',
  ghost: 'text-charcoal hover:bg-cream',
  danger: 'bg-danger text-white hover:bg-[#822323]',
  dangerOutline: 'border border-danger/60 text-danger hover:bg-danger hover:text-white',
  whatsapp: 'border border-[#1f6b45] text-[#1a5a3a] hover:bg-[#1a5a3a] hover:text-white',
  whatsappSolid: 'bg-[#1a5a3a] text-white hover:bg-[#134530] active:bg-[#0f3826]',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 text-[0.7rem]',
  md: 'min-h-11 px-5 text-xs',
  lg: 'min-h-12 px-7 text-sm',
};

/** The classes of a button, for links that must look like one (`<Link className={buttonClasses()}>`). */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]} ${extra}`.trim();
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, disables the button and marks it busy. */
  loading?: boolean;
  children: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  className = '',
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size="sm" /> : null}
      {children}
    </button>
  );
}
