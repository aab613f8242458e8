import { type RefObject, useLayoutEffect, useRef } from 'react';

/** What the fields held when they went live, by field id: text as typed, a ticked box as `true`. */
export type TypedValues = Partial<Record<string, string | true>>;

/**
 * What was typed into the fields of a pre-rendered page (a form, a search box) before React took it over
 * (decision 239), or filled in by the browser's autofill. React hydrates a field without touching what it shows,
 * but the component's state starts empty, and the next render would clear the field. Read once, as the fields go
 * live, and handed to the state. `fieldsRef`: the form, or any element around the fields.
 */
export function useTypedBeforeLive(
  fieldsRef: RefObject<HTMLElement | null>,
  adopt: (typed: TypedValues) => void,
): void {
  const adoptOnce = useRef(adopt);
  useLayoutEffect(() => {
    const fields = fieldsRef.current;
    if (!fields) return;
    const typed: TypedValues = {};
    for (const field of fields.querySelectorAll('input')) {
      if (!field.id) continue;
      if (field.type === 'checkbox') {
        if (field.checked) typed[field.id] = true;
      } else if (field.value) {
        typed[field.id] = field.value;
      }
    }
    if (Object.keys(typed).length > 0) adoptOnce.current(typed);
  }, [fieldsRef]);
}
