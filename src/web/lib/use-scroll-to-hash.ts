import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Deep links such as /docs#faq: after every navigation that carries a hash (also a client-side
 * one from the footer, or a repeat click on the same link) scroll the target into view and move
 * focus to it, so keyboard and screen-reader users land there too.
 */
export function useScrollToHash(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [hash, key]);
}
