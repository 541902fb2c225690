import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'wouter';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

interface StyleProps {
  variant?: Variant;
  size?: 'normal' | 'small';
  block?: boolean;
}

export function buttonClass({ variant = 'primary', size = 'normal', block = false }: StyleProps): string {
  return [
    'btn',
    variant !== 'primary' && `btn--${variant}`,
    size === 'small' && 'btn--small',
    block && 'btn--block',
  ]
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant,
  size,
  block,
  className,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & StyleProps) {
  return (
    <button
      type={type}
      className={[buttonClass({ variant, size, block }), className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}

/** An in-app link that looks like a button. */
export function ButtonLink({ href, children, ...style }: StyleProps & { href: string; children: ReactNode }) {
  return (
    <Link href={href} className={buttonClass(style)}>
      {children}
    </Link>
  );
}
