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
          <DialogTitle>Close {username}&apos;s account?</DialogTitle>
          <DialogDescription>
            They are signed out everywhere, their games under way end, and their account is erased as if they
            had closed it themselves. This cannot be undone. Their reporters are told action was taken.
          </DialogDescription>
        </DialogHeader>
        <p className="text-sm">
          <span className="font-medium">Reason for the audit log:</span> {reason}
        </p>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-confirm`} className="leading-snug">
            Type their username, {username}, to confirm
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
            Keep the account
          </Button>
          <Button variant="destructive" disabled={!matches || pending} onClick={onConfirm}>
            Close the account
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
