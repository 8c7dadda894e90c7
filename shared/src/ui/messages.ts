import { messageRegistry, onMessageArea } from 'shared/contract';
import { addCatalog, i18n, useTranslation } from 'shared/i18n';

/**
 * The i18next namespace of the contract's messages: { auth: {…}, letter: {…} }. Each area is
 * added when a page first imports it (its keys come with its English), with the loader of its
 * French, so the login page carries the auth messages and no other.
 */
export const MESSAGES_NAMESPACE = 'messages';

onMessageArea(({ area, english, loadFrench }) => {
  addCatalog(MESSAGES_NAMESPACE, { [area]: english }, () =>
    loadFrench().then((french) => ({ [area]: french })),
  );
});

/** The text of a key in the active language (English until its French part has arrived). */
function lookup(key: string): string | undefined {
  const options = { ns: MESSAGES_NAMESPACE } as const;
  return i18n.exists(key, options)
    ? i18n.t(key, { ...options, skipInterpolation: true })
    : undefined;
}

/**
 * A contract or API message (a key, with its values) in the active language. The translator is
 * the contract's, found through the registry (a key exists only once an area is defined, which
 * sets it); text that is no key is shown as it is.
 */
export function messageText(message: string): string {
  const translate = messageRegistry().translate;
  return translate ? translate(message, i18n.language, lookup) : message;
}

/**
 * `messageText` for a component: the component renders again when the language changes, so a
 * message on screen follows the switch.
 */
export function useMessageText(): (message: string) => string {
  useTranslation();
  return messageText;
}
