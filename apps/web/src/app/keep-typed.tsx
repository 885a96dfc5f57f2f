import { useLayoutEffect, type ReactNode } from 'react';

/** Inputs that hold typed text (not boxes, buttons or files). */
const TYPED =
  'input:not([type=checkbox]):not([type=radio]):not([type=file]):not([type=hidden]):not([type=submit]):not([type=button]), textarea';

/** The value setter of the element's own prototype, past React's tracker on the instance. */
function nativeValueSetter(field: HTMLInputElement | HTMLTextAreaElement) {
  return Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
}

/**
 * Hands what the visitor typed (or a password manager filled) into the server's HTML before
 * the app took over to the hydrated app, as the change events React did not see: a field whose
 * text differs from the value the server rendered (its `defaultValue`) is set back to that
 * value through React's tracked setter, given the typed text through the native one, and sent
 * an `input` event, so the form's state becomes the text and a later render keeps it. Focus
 * stays (the element is the same); the caret is put back where it was.
 */
export function keepTypedBeforeHydration(root: ParentNode): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TYPED)) {
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    const setNative = nativeValueSetter(field);
    if (!setNative) continue;
    const caret = document.activeElement === field ? selectionOf(field) : null;
    field.value = field.defaultValue;
    setNative.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (caret) field.setSelectionRange(caret[0], caret[1]);
  }
}

function selectionOf(field: HTMLInputElement | HTMLTextAreaElement): [number, number] | null {
  try {
    const { selectionStart, selectionEnd } = field;
    return selectionStart === null || selectionEnd === null ? null : [selectionStart, selectionEnd];
  } catch {
    // Types without a selection (email, number) throw on reading it.
    return null;
  }
}

/**
 * Wraps the app being hydrated (it renders no element, so the server's HTML still matches).
 * Its layout effect runs once the tree below has hydrated and before any render their own
 * effects ask for, so the typed text is read before a controlled field is set back to its state.
 */
export function KeepTyped({ root, children }: { root: ParentNode; children: ReactNode }) {
  useLayoutEffect(() => {
    keepTypedBeforeHydration(root);
  }, [root]);
  return children;
}
