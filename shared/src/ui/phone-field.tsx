import {
  type FocusEventHandler,
  type Ref,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { TextField } from 'shared/ui';

export interface PhoneFieldProps {
  label: string;
  /** E.164 ('+15145551234'), or '' when empty. */
  value: string;
  /** Called with the number in E.164 as it is typed ('' when emptied). */
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement> | undefined;
  name?: string | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean | undefined;
  autoComplete?: string | undefined;
  id?: string | undefined;
  ref?: Ref<HTMLInputElement> | undefined;
}

type PhoneLibrary = typeof import('./phone-input');

let phoneLibrary: PhoneLibrary | null = null;
let phoneLibraryLoading: Promise<PhoneLibrary> | null = null;

/** One download for every phone field of the page; after a failure the next focus tries again. */
function loadPhoneLibrary(): Promise<PhoneLibrary> {
  phoneLibraryLoading ??= import('./phone-input').then(
    (loaded) => {
      phoneLibrary = loaded;
      return loaded;
    },
    (error: unknown) => {
      phoneLibraryLoading = null;
      throw error;
    },
  );
  return phoneLibraryLoading;
}

/**
 * A phone number input (spec section 5: international, default country CA). A number typed
 * without a '+' is read as Canadian and shown in national format, '(514) 555-1234'; one starting
 * with '+' and a country code can be from anywhere. The value is E.164, as the API stores it.
 *
 * libphonenumber-js does the reading and input-format the formatting as typed (./phone-input.tsx),
 * with libphonenumber's metadata for every country, since any country's number is accepted. That is
 * about 37 KB gzipped, so it is loaded only when needed: when the field is focused or has a
 * stored number to show. Until then the field is a plain input of the same look, and it takes
 * the library's input's place, with the focus, as soon as the library is there. Text typed into
 * the plain input before that (a fast typist on a slow connection, an autofill on focus) reaches
 * the form as E.164, read the library's way, once the library is there; the library's input
 * takes over (formatted, focus and caret kept) when that text is a whole number or the field is
 * left, since it cannot take over a half-typed one.
 * No country select: a country is given by typing '+' and its code. Kept out of `shared/ui`'s index
 * (import 'shared/ui/phone-field') so that pages without a phone field never reference it.
 */
export function PhoneField({
  value,
  onChange,
  onBlur,
  ref,
  autoComplete = 'tel',
  ...props
}: PhoneFieldProps) {
  const [library, setLibrary] = useState(phoneLibrary);
  const [focused, setFocused] = useState(false);
  // Text typed into the plain input before the library was there; null when nothing was.
  const [draft, setDraftState] = useState<string | null>(null);
  const draftRef = useRef<string | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const refocus = useRef(false);

  const setDraft = useCallback((text: string | null) => {
    draftRef.current = text;
    setDraftState(text);
  }, []);

  /**
   * Gives the form what was typed into the plain input, read by the library, and lets the
   * library's input take over when it can (keeping the focus if the plain input had it).
   */
  const takeTyped = useCallback(
    (loaded: PhoneLibrary, typed: string | null) => {
      const hasFocus = document.activeElement === input.current;
      if (typed !== null) {
        const { value: typedValue, complete } = loaded.readTypedPhone(typed);
        onChange(typedValue);
        if (hasFocus && !complete) return;
        setDraft(null);
      }
      refocus.current = hasFocus;
    },
    [onChange, setDraft],
  );

  const needed = focused || value !== '';
  useEffect(() => {
    if (library || !needed) return;
    let current = true;
    loadPhoneLibrary().then(
      (loaded) => {
        if (!current) return;
        takeTyped(loaded, draftRef.current);
        setLibrary(loaded);
      },
      () => {
        // Offline: the plain input stays, and the next focus tries again.
        if (current) setFocused(false);
      },
    );
    return () => {
      current = false;
    };
  }, [library, needed, takeTyped]);

  const libraryInput = draft === null ? library : null;
  useLayoutEffect(() => {
    const element = input.current;
    if (!libraryInput || !refocus.current || !element) return;
    refocus.current = false;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  }, [libraryInput]);

  // Both inputs report to the caller's ref (react-hook-form focuses a field with an error).
  const setInput = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );

  if (libraryInput) {
    return (
      <libraryInput.LibraryPhoneInput
        {...props}
        ref={setInput}
        autoComplete={autoComplete}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
      />
    );
  }
  return (
    <TextField
      {...props}
      ref={setInput}
      type="tel"
      autoComplete={autoComplete}
      value={draft ?? value}
      onFocus={() => setFocused(true)}
      onChange={(event) => {
        setDraft(event.target.value);
        // The module's copy, not only this render's state: the library may have arrived between
        // this render and the keystroke (a fill right after the focus that started the download).
        const loaded = library ?? phoneLibrary;
        if (loaded) takeTyped(loaded, event.target.value);
      }}
      onBlur={(event) => {
        // Leaving the field hands the number over to the library's input, after giving the form
        // what was typed (read the library's way), so nothing typed is dropped.
        const loaded = library ?? phoneLibrary;
        if (loaded) {
          const typed = draftRef.current;
          if (typed !== null) onChange(loaded.readTypedPhone(typed).value);
          setDraft(null);
        }
        onBlur?.(event);
      }}
    />
  );
}
