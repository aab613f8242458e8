import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '../components/ui/card';
import { cn } from '../lib/cn';

const ICON_TONE = {
  default: 'bg-secondary text-primary',
  success: 'bg-green-100 text-green-700',
  warning: 'bg-amber-100 text-amber-800',
  destructive: 'bg-red-100 text-destructive',
} as const;

/**
 * The centred card of every one-purpose screen: sign-in, sign-up and recovery forms, and the
 * outcomes and prompts (e-mail confirmed, payment result, sign in to play, player not found), so
 * they all share one look: an icon in a circle, the page's h1, a line of text, then the actions.
 */
export function CenteredCard({
  title,
  description,
  icon,
  tone = 'default',
  children,
  footer,
}: {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** The icon's colour: an outcome that went well, needs attention, or failed. */
  tone?: keyof typeof ICON_TONE;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex w-full justify-center px-4 py-10 sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          {icon ? (
            <div
              className={cn(
                'mb-2 flex size-12 items-center justify-center rounded-full [&_svg]:size-6',
                ICON_TONE[tone],
              )}
            >
              {icon}
            </div>
          ) : null}
          <h1 className="text-2xl font-bold tracking-tight text-balance">{title}</h1>
          {description ? <CardDescription className="text-base">{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="grid gap-6">
          {children}
          {footer ? <div className="text-center text-sm text-muted-foreground">{footer}</div> : null}
        </CardContent>
      </Card>
    </div>
  );
}

/** An inline link in these cards' running text. */
export const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';
