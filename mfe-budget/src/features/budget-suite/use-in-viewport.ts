import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Whether the element is on the screen now, kept up to date as the page scrolls. True where the
 * browser cannot tell (no IntersectionObserver): nothing then depends on it being away.
 */
export function useInViewport<T extends HTMLElement>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [inViewport, setInViewport] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setInViewport(entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, inViewport];
}
