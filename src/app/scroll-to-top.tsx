import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** Page changes start at the top of the page. */
export function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}
