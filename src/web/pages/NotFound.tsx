import notFoundArea from 'virtual:catalogue-area/not-found';
import { Trans, useLingui } from '@lingui/react';
import { AlertCircle } from 'lucide-react';
import { Link } from 'wouter';
import { Card, CardContent } from '../components/ui/card';
import { loadArea } from '../i18n/i18n';
import { PageMeta } from '../layout/PageMeta';

/** Its words come with its code: no first visit to another page downloads them. */
export const ready = loadArea(notFoundArea);

export default function NotFound() {
  const { i18n } = useLingui();
  return (
    <div className="flex min-h-[60vh] w-full items-center justify-center px-4">
      <PageMeta name={i18n._('notFound.pageName')} />
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="mb-4 flex gap-2">
            <AlertCircle className="size-8 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold">
              <Trans id="notFound.heading" />
            </h1>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">
            <Trans id="notFound.text" />
          </p>
          <p className="mt-6 text-sm">
            <Link href="/" className="font-medium text-primary underline-offset-4 hover:underline">
              <Trans id="notFound.home" />
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
