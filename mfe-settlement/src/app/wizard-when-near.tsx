import { lazy, type RefObject, Suspense, useEffect, useState } from 'react';
import { Spinner } from 'shared/ui';

/**
 * The wizard, with its forms and schemas (react-hook-form, zod), weighs more than the guide
 * above it: it loads once its section comes within a screen of the viewport (scrolling, the
 * contents link, or a keyboard user tabbing towards it), so the guide shows without waiting.
 */
const SettlementWizard = lazy(async () => ({
  default: (await import('../features/wizard/settlement-wizard')).SettlementWizard,
}));

/** How far below the viewport the section may still be when the wizard starts loading. */
const LOAD_AHEAD = '100% 0px';

function useNearViewport(target: RefObject<HTMLElement | null>): boolean {
  // Without IntersectionObserver (old browsers, jsdom) there is nothing to wait for.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = target.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, target]);
  return near;
}

export interface WizardWhenNearProps {
  /** The wizard's section: watched to decide when to load it. */
  section: RefObject<HTMLElement | null>;
}

export function WizardWhenNear({ section }: WizardWhenNearProps) {
  const near = useNearViewport(section);
  if (!near) return null;
  return (
    <Suspense fallback={<Spinner />}>
      <SettlementWizard />
    </Suspense>
  );
}
