import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '../ui/card';

/** The centred card every sign-in, sign-up and recovery screen sits in. */
export function AuthCard({
  title,
  description,
  icon,
  children,
  footer,
}: {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex w-full justify-center px-4 py-10 sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          {icon ? (
            <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-secondary text-primary [&_svg]:size-6">
              {icon}
            </div>
          ) : null}
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
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

/** An inline link in the auth screens' running text. */
export const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';
