import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** product.md §2: every path change starts the new page at the top; hash or query changes keep the position. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
