import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Box, Check } from 'lucide-react';
import { useState } from 'react';
import { UpgradeDialog } from '../billing/UpgradeDialog';
import { boardWords } from '../board/board-words';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../components/ui/card';
import { planName } from '../i18n/plan-words';

const LINES: MessageId[] = [
  'board3d.upgrade.rotations',
  'board3d.upgrade.effects',
  'board3d.upgrade.experience',
];

/**
 * What a Free player sees instead of the 3D board; both buttons open the plan choice over the room
 * (decision 272), so the game and the call stay.
 */
export function Upgrade3dCard() {
  boardWords.useWords();
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <Card className="mx-auto w-full max-w-md" data-testid="upgrade-3d">
      <CardHeader className="items-center text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Box className="size-6" aria-hidden="true" />
        </span>
        <CardTitle>{i18n._('board3d.upgrade.title')}</CardTitle>
        <CardDescription>{i18n._('board3d.upgrade.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-2 text-sm">
          {LINES.map((line) => (
            <li key={line} className="flex items-center gap-2">
              <Check className="size-4 shrink-0 text-primary" aria-hidden="true" />
              {i18n._(line)}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter className="flex-col gap-2 sm:flex-row">
        <Button variant="accent" className="w-full sm:flex-1" onClick={() => setOpen(true)}>
          {i18n._('board3d.upgrade.button', { plan: planName(i18n, 'premium') })}
        </Button>
        <Button variant="outline" className="w-full sm:flex-1" onClick={() => setOpen(true)}>
          {i18n._('board3d.upgrade.plans')}
        </Button>
      </CardFooter>
      <UpgradeDialog
        open={open}
        onOpenChange={setOpen}
        atLeast="premium"
        reason={i18n._('board3d.upgrade.reason', {
          premium: planName(i18n, 'premium'),
          pro: planName(i18n, 'pro'),
        })}
      />
    </Card>
  );
}
