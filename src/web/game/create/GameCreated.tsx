import { useLingui } from '@lingui/react';
import { Check, Copy, Crown } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { Color } from '../../../core/protocol';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { toast } from '../../lib/use-toast';

/** The created game: the creator's seat, the share link to copy, and the way into the room. */
export function GameCreated({
  gameId,
  color,
  onAnother,
}: {
  gameId: string;
  color: Color;
  onAnother(): void;
}) {
  const { i18n } = useLingui();
  const link = `${window.location.origin}/game/${gameId}?join=true`;
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      toast({
        title: i18n._('createGame.created.copiedTitle'),
        description: i18n._('createGame.created.copiedText'),
        variant: 'success',
      });
    } catch {
      (document.getElementById('share-link') as HTMLInputElement | null)?.select();
      toast({
        title: i18n._('createGame.created.copyTitle'),
        description: i18n._('createGame.created.copyText'),
      });
    }
  };
  return (
    <Card className="w-full">
      <CardHeader className="text-center">
        <Crown className="mx-auto size-10 text-amber-500" aria-hidden="true" />
        <h1 className="text-2xl font-semibold leading-tight">{i18n._('createGame.created.title')}</h1>
        <CardDescription>
          {i18n._(color === 'white' ? 'createGame.created.white' : 'createGame.created.black')}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2">
          <label htmlFor="share-link" className="text-sm font-medium">
            {i18n._('createGame.created.link')}
          </label>
          <div className="flex gap-2">
            <Input id="share-link" dir="ltr" readOnly value={link} onFocus={(e) => e.target.select()} />
            <Button variant="outline" onClick={copy} aria-label={i18n._('createGame.created.copyLink')}>
              {copied ? <Check /> : <Copy />}
              <span className="hidden sm:inline">
                {i18n._(copied ? 'createGame.created.copied' : 'createGame.created.copy')}
              </span>
            </Button>
          </div>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild size="lg" className="sm:flex-1">
            <Link href={`/game/${gameId}`}>{i18n._('createGame.created.enter')}</Link>
          </Button>
          <Button size="lg" variant="outline" className="sm:flex-1" onClick={onAnother}>
            {i18n._('createGame.created.another')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
