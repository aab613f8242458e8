import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useShellWords } from '../../lib/use-shell-words';
import { dismissToast, useToasts } from '../../lib/use-toast';

const variantClass = {
  default: 'border bg-card text-card-foreground',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
  success: 'border-green-700 bg-green-700 text-white',
} as const;

/**
 * Radix toasts with the spec's behaviour: one at a time, 5000 ms by default, swipe right past
 * 50 px to dismiss, F8 moves focus to the toast region.
 */
export function Toaster() {
  const i18n = useShellWords();
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          {...(t.duration === undefined ? {} : { duration: t.duration })}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg p-4 pr-8 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
            variantClass[t.variant ?? 'default'],
          )}
        >
          <div className="grid gap-1">
            {t.title ? (
              <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
            ) : null}
            {t.description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {t.description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            className="absolute end-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100"
            aria-label={i18n._('shell.close')}
          >
            <X className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-2 sm:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
