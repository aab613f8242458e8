import { useLingui } from '@lingui/react';
import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, useState } from 'react';
import { Input } from '../components/ui/input';
import { cn } from '../lib/cn';
import './account-fields-area';

/** A password field with a show/hide toggle; the toggle says what it will do and whether it is on. */
export function PasswordInput({ className, ...props }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const { i18n } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input {...props} type={visible ? 'text' : 'password'} className={cn('pe-11', className)} />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        aria-label={visible ? i18n._('fields.hidePassword') : i18n._('fields.showPassword')}
        aria-pressed={visible}
        {...(props.id ? { 'aria-controls': props.id } : {})}
        className="absolute inset-y-0 end-0 flex w-10 items-center justify-center rounded-e-[var(--radius)] text-muted-foreground hover:text-foreground"
      >
        {visible ? (
          <EyeOff className="size-4" aria-hidden="true" />
        ) : (
          <Eye className="size-4" aria-hidden="true" />
        )}
      </button>
    </div>
  );
}
