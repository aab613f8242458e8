import { useLingui } from '@lingui/react';
import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { Label } from '../components/ui/label';
import { inputMessage } from '../i18n/input-messages';

interface ControlProps {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * A label, one control and what is wrong with it. The control gets its id, `aria-invalid` and
 * `aria-describedby` from here, so a screen reader reads the error with the field. An error that is one of the
 * shared schemas' English sentences is shown in the reader's language.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactElement<ControlProps>;
}) {
  const { i18n } = useLingui();
  const shownError = error ? (inputMessage(i18n, error) ?? error) : undefined;
  // The error replaces the hint when both would say the same rule twice.
  const shownHint = error ? undefined : hint;
  const describedBy = [shownHint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {shownHint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {shownHint}
        </p>
      ) : null}
      {shownError ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
