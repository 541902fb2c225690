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

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, StyleProps {
  /**
   * Working on what it started ('Submitting...'): it refuses presses but, unlike `disabled`, keeps the focus,
   * so a keyboard user is not dropped to the top of the page (and a dialog it opens can give the focus back).
   */
  busy?: boolean;
}

export function Button({
  variant,
  size,
  block,
  className,
  type = 'button',
  busy = false,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={[buttonClass({ variant, size, block }), className].filter(Boolean).join(' ')}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        // Also stops a busy submit button's press (or Enter in a field) from submitting again.
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
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
