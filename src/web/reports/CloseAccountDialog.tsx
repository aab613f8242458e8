import { Trans, useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import { Button } from '../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../components/ui/dialog';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';

/**
 * "Close account" asks the moderator to type the person's username first (decision 285): closing erases
 * the account for good, so a slip of the mouse on the wrong card must not do it.
 */
export function CloseAccountDialog({
  open,
  username,
  reason,
  pending,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  username: string;
  reason: string;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const [typed, setTyped] = useState('');
  const matches = typed.trim().toLowerCase() === username.toLowerCase();
  const change = (next: boolean) => {
    if (!next) setTyped('');
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{i18n._('moderation.close.title', { username })}</DialogTitle>
          <DialogDescription>{i18n._('moderation.close.description')}</DialogDescription>
        </DialogHeader>
        <p className="text-sm">
          <Trans
            id="moderation.close.reason"
            values={{ reason }}
            components={{ 0: <span className="font-medium" /> }}
          />
        </p>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-confirm`} className="leading-snug">
            {i18n._('moderation.close.confirmLabel', { username })}
          </Label>
          <Input
            id={`${id}-confirm`}
            value={typed}
            autoComplete="off"
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => change(false)}>
            {i18n._('moderation.close.keep')}
          </Button>
          <Button variant="destructive" disabled={!matches || pending} onClick={onConfirm}>
            {i18n._('moderation.close.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
