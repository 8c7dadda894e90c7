import type { MessageArea } from './message';

/**
 * The page's one registry of message areas, shared by every bundle through the global object.
 * The contract is not a shared module of the federation: each suite bundles its own copy, so a
 * suite's areas reach the design system's translator (shared/ui, one copy) through this object,
 * not through module state. It also carries the contract's translator, set by the first area
 * defined, so that the design system (which the login page loads whole) carries no copy of it.
 * Dependency-free on purpose: it is the only part of the contract shared/ui imports.
 */
export interface MessageRegistry {
  areas: Map<string, MessageArea>;
  listeners: Set<(area: MessageArea) => void>;
  /** A message in the language of `locale` ('fr-CA'): translateMessage. */
  translate?: (
    message: string,
    locale: string,
    lookup: (key: string) => string | undefined,
  ) => string;
}

const REGISTRY = Symbol.for('shared/contract message areas');

export function messageRegistry(): MessageRegistry {
  const page = globalThis as typeof globalThis & { [REGISTRY]?: MessageRegistry };
  page[REGISTRY] ??= { areas: new Map(), listeners: new Set() };
  return page[REGISTRY];
}

/** Calls `listener` with every area defined so far and every area defined later. */
export function onMessageArea(listener: (area: MessageArea) => void): void {
  const { areas, listeners } = messageRegistry();
  listeners.add(listener);
  for (const area of areas.values()) listener(area);
}
