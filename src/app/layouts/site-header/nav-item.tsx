import { Link, useRoute } from 'wouter';

export function NavItem({
  href,
  label,
  onNavigate,
}: {
  href: string;
  label: string;
  onNavigate: () => void;
}) {
  const [active] = useRoute(href);
  return (
    <li>
      <Link href={href} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
        {label}
      </Link>
    </li>
  );
}
