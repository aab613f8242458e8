import { useLingui } from '@lingui/react';
import { LogIn } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { storeReturnPath } from '../../lib/return-path';

/** The create screen for a visitor: sign in (or up) first, and come back here afterwards. */
export function SignInPrompt() {
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const [location] = useLocation();
  const goTo = (path: string) => {
    storeReturnPath(location);
    navigate(path);
  };
  return (
    <div className="mx-auto flex max-w-md px-4 py-16">
      <Card className="w-full text-center">
        <CardHeader>
          <LogIn className="mx-auto size-10 text-primary" aria-hidden="true" />
          <h1 className="text-2xl font-semibold leading-tight">{i18n._('createGame.signIn.title')}</h1>
          <CardDescription>{i18n._('createGame.signIn.text')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button onClick={() => goTo('/signin')}>{i18n._('createGame.signIn.signIn')}</Button>
          <Button variant="outline" onClick={() => goTo('/signup')}>
            {i18n._('createGame.signIn.signUp')}
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
