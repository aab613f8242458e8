import { useQueryClient } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { DeleteAccountBody } from '../../core/protocol';
import { FormField } from '../auth/FormField';
import { type FieldErrors, validateForm } from '../auth/field-errors';
import { PasswordInput } from '../auth/PasswordInput';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../components/ui/dialog';
import { apiJson, isRefusal, messageOf } from '../lib/api';
import { USER_QUERY_KEY } from '../lib/auth';
import { toast } from '../lib/use-toast';
import { downloadFile } from './download';

export const WRONG_PASSWORD = 'That password is not right. Please try again.';
export const ACCOUNT_DELETED = 'Your account has been deleted.';

/** What deleting the account does, said before the password is asked for (as the privacy page says it). */
const DELETION_CONSEQUENCES =
  'Your e-mail address, names, bio and password are erased, every device is signed out, your friends, challenges and notifications go and a paid plan ends now, without a refund. Your games and chat lines stay for your opponents, shown as from "deleted player". This cannot be undone.';

/** The profile's "Your data" section: a copy of everything as a zip, and closing the account. */
export function YourDataCard() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [exporting, setExporting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [deleting, setDeleting] = useState(false);

  async function exportData() {
    setExporting(true);
    try {
      await downloadFile('/api/user/export', 'chesschat-data.zip');
      toast({ title: 'Your data is downloading', variant: 'success' });
    } catch (error) {
      toast({
        title: 'Export failed',
        description: messageOf(error, 'Please try again in a moment.'),
        variant: 'destructive',
      });
    } finally {
      setExporting(false);
    }
  }

  async function deleteAccount(event: FormEvent) {
    event.preventDefault();
    const checked = validateForm(DeleteAccountBody, { password });
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setDeleting(true);
    try {
      await apiJson('POST', '/api/user/delete', checked.data);
      queryClient.clear();
      queryClient.setQueryData(USER_QUERY_KEY, null);
      navigate('/');
      toast({ title: ACCOUNT_DELETED, description: 'A confirmation is on its way to your e-mail address.' });
    } catch (error) {
      if (isRefusal(error, 'invalid_credentials')) setErrors({ password: WRONG_PASSWORD });
      else setErrors({ form: messageOf(error, 'Your account could not be deleted. Please try again.') });
      setDeleting(false);
    }
  }

  const close = (open: boolean) => {
    if (open || deleting) return;
    setConfirming(false);
    setPassword('');
    setErrors({});
  };

  return (
    <Card role="region" aria-labelledby="your-data-title">
      <CardHeader>
        <CardTitle id="your-data-title">Your data</CardTitle>
        <CardDescription>
          Download a copy of everything we keep about you, or delete your account.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={exportData} disabled={exporting}>
          <Download aria-hidden="true" />
          {exporting ? 'Preparing...' : 'Export my data'}
        </Button>
        <Button variant="destructive" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" />
          Delete my account
        </Button>
      </CardContent>
      <Dialog open={confirming} onOpenChange={close}>
        <DialogContent>
          <form onSubmit={deleteAccount} noValidate className="grid gap-4" aria-label="Delete my account">
            <DialogHeader>
              <DialogTitle>Delete your account?</DialogTitle>
              <DialogDescription>{DELETION_CONSEQUENCES}</DialogDescription>
            </DialogHeader>
            <FormField id="delete-password" label="Your password" error={errors.password}>
              <PasswordInput
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </FormField>
            {errors.form ? (
              <p role="alert" className="text-sm text-destructive">
                {errors.form}
              </p>
            ) : null}
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline" disabled={deleting}>
                  Keep my account
                </Button>
              </DialogClose>
              <Button type="submit" variant="destructive" disabled={deleting}>
                {deleting ? 'Deleting...' : 'Delete my account'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
