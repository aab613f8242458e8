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
  const link = `${window.location.origin}/game/${gameId}?join=true`;
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      toast({
        title: 'Link copied!',
        description: 'Send it to your friend to start playing.',
        variant: 'success',
      });
    } catch {
      (document.getElementById('share-link') as HTMLInputElement | null)?.select();
      toast({ title: 'Copy the link', description: 'It is selected: press Ctrl+C (or ⌘C) to copy it.' });
    }
  };
  return (
    <Card className="w-full">
      <CardHeader className="text-center">
        <Crown className="mx-auto size-10 text-amber-500" aria-hidden="true" />
        <h1 className="text-2xl font-semibold leading-tight">Chess Game Created!</h1>
        <CardDescription>
          {color === 'white'
            ? 'You play White. Share this link with your opponent to play as Black.'
            : 'You play Black. Share this link with your opponent to play as White.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2">
          <label htmlFor="share-link" className="text-sm font-medium">
            Share link
          </label>
          <div className="flex gap-2">
            <Input id="share-link" readOnly value={link} onFocus={(e) => e.target.select()} />
            <Button variant="outline" onClick={copy} aria-label="Copy link">
              {copied ? <Check /> : <Copy />}
              <span className="hidden sm:inline">{copied ? 'Copied' : 'Copy'}</span>
            </Button>
          </div>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild size="lg" className="sm:flex-1">
            <Link href={`/game/${gameId}`}>Enter Game</Link>
          </Button>
          <Button size="lg" variant="outline" className="sm:flex-1" onClick={onAnother}>
            Create Another
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
