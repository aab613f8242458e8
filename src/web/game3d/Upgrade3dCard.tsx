import { Box, Check } from 'lucide-react';
import { useState } from 'react';
import { UpgradeDialog } from '../billing/UpgradeDialog';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../components/ui/card';

const LINES = [
  'Interactive 3D board with smooth rotations',
  'Enhanced visual effects and animations',
  'Premium chess experience',
];

/**
 * What a Free player sees instead of the 3D board; both buttons open the plan choice over the room
 * (decision 272), so the game and the call stay.
 */
export function Upgrade3dCard() {
  const [open, setOpen] = useState(false);
  return (
    <Card className="mx-auto w-full max-w-md" data-testid="upgrade-3d">
      <CardHeader className="items-center text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Box className="size-6" aria-hidden="true" />
        </span>
        <CardTitle>3D Chess Board</CardTitle>
        <CardDescription>Experience chess in stunning 3D with premium features</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-2 text-sm">
          {LINES.map((line) => (
            <li key={line} className="flex items-center gap-2">
              <Check className="size-4 shrink-0 text-primary" aria-hidden="true" />
              {line}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter className="flex-col gap-2 sm:flex-row">
        <Button variant="accent" className="w-full sm:flex-1" onClick={() => setOpen(true)}>
          Upgrade to Premium
        </Button>
        <Button variant="outline" className="w-full sm:flex-1" onClick={() => setOpen(true)}>
          View Plans
        </Button>
      </CardFooter>
      <UpgradeDialog
        open={open}
        onOpenChange={setOpen}
        atLeast="premium"
        reason="The 3D board comes with Premium and Pro."
      />
    </Card>
  );
}
