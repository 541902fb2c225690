import { Link, useRoute } from 'wouter';

export function NavItem({ href, label }: { href: string; label: string }) {
  const [active] = useRoute(href);
  return (
    <li>
      <Link href={href} aria-current={active ? 'page' : undefined}>
        {label}
      </Link>
    </li>
  );
}
