import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * True once the element is on or near the screen (within `margin`), and from then on. Lets a
 * heavy part load only when it may be seen. Without IntersectionObserver (jsdom, old browsers)
 * it is true at once.
 */
export function useNearViewport<T extends HTMLElement>(
  margin = '200px',
): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
}
