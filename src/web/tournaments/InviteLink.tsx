import { useLingui } from '@lingui/react';
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../components/ui/button';
import { Input } from '../components/ui/input';
import { inviteLinkOf } from './tournament-api';

/** The creator's link to a private tournament: whoever holds it may watch and join, on any plan. */
export function InviteLink({ tournamentId, token }: { tournamentId: string; token: string }) {
  const { i18n } = useLingui();
  const link = inviteLinkOf(window.location.origin, tournamentId, token);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard here (an insecure page, a refusal): the field is selected for the reader to copy.
      document.getElementById('tournament-invite-link')?.focus();
    }
  };
  return (
    <div className="grid gap-2">
      <label htmlFor="tournament-invite-link" className="text-sm font-medium">
        {i18n._('tournaments.invite.label')}
      </label>
      <div className="flex gap-2">
        <Input
          id="tournament-invite-link"
          readOnly
          value={link}
          onFocus={(event) => event.target.select()}
          className="font-mono text-xs"
        />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied ? <Check /> : <Copy />}{' '}
          {i18n._(copied ? 'tournaments.invite.copied' : 'tournaments.invite.copy')}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">{i18n._('tournaments.invite.note')}</p>
    </div>
  );
}
