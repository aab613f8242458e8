import { cn } from '../../lib/cn';

/**
 * An on/off switch (`role="switch"`), named by the label it points at. One look for every setting that turns
 * something on or off: notifications on this device, correspondence notices, calls with strangers.
 */
export function Switch({
  on,
  onToggle,
  disabled = false,
  labelledBy,
  describedBy,
}: {
  on: boolean;
  onToggle(): void;
  disabled?: boolean;
  /** The id of the element that names the switch. */
  labelledBy: string;
  /** The id of the element that says what the switch does, if any. */
  describedBy?: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={onToggle}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:opacity-60',
        on ? 'bg-primary' : 'bg-muted-foreground/40',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-block size-5 rounded-full bg-background shadow transition-transform',
          on ? 'translate-x-5 rtl:-translate-x-5' : 'translate-x-0.5 rtl:-translate-x-0.5',
        )}
      />
    </button>
  );
}
