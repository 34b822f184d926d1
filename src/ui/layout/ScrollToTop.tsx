import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Every navigation to another page starts at its top. The document is what scrolls (the header
 * and the side menu are sticky), so that is what is reset. Back and forward are left to the
 * browser, which may restore where the user was; a change of query alone (a list's filters or
 * page) is the same page and keeps its place.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  useLayoutEffect(() => {
    if (type !== 'POP') window.scrollTo(0, 0);
  }, [pathname, type]);
  return null;
}
