import { useLingui } from '@lingui/react';
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
import { refusalText } from '../i18n/refusal-text';
import { apiJson, isRefusal } from '../lib/api';
import { USER_QUERY_KEY } from '../lib/auth';
import { toast } from '../lib/use-toast';
import { downloadFile } from './download';
import { profileWords } from './profile-words';

/** The profile's "Your data" section: a copy of everything as a zip, and closing the account. */
export function YourDataCard() {
  profileWords.useWords();
  const { i18n } = useLingui();
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
      toast({ title: i18n._('profile.data.downloading'), variant: 'success' });
    } catch (error) {
      toast({
        title: i18n._('profile.data.exportFailed'),
        description: refusalText(i18n, error, i18n._('profile.data.exportRetry')),
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
      toast({ title: i18n._('profile.data.deleted'), description: i18n._('profile.data.deletedMail') });
    } catch (error) {
      // A wrong password is said on the password field, in this page's words (the code's are about signing in).
      const message = refusalText(i18n, error, i18n._('profile.data.deleteError'), {
        invalid_credentials: 'profile.data.wrongPassword',
      });
      if (isRefusal(error, 'invalid_credentials')) setErrors({ password: message });
      else setErrors({ form: message });
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
        <CardTitle id="your-data-title">{i18n._('profile.data.title')}</CardTitle>
        <CardDescription>{i18n._('profile.data.lead')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={exportData} disabled={exporting}>
          <Download aria-hidden="true" />
          {i18n._(exporting ? 'profile.data.preparing' : 'profile.data.export')}
        </Button>
        <Button variant="destructive" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" />
          {i18n._('profile.data.delete')}
        </Button>
      </CardContent>
      <Dialog open={confirming} onOpenChange={close}>
        <DialogContent>
          <form
            onSubmit={deleteAccount}
            noValidate
            className="grid gap-4"
            aria-label={i18n._('profile.data.delete')}
          >
            <DialogHeader>
              <DialogTitle>{i18n._('profile.data.confirmTitle')}</DialogTitle>
              <DialogDescription>{i18n._('profile.data.consequences')}</DialogDescription>
            </DialogHeader>
            <FormField id="delete-password" label={i18n._('profile.data.password')} error={errors.password}>
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
                  {i18n._('profile.data.keep')}
                </Button>
              </DialogClose>
              <Button type="submit" variant="destructive" disabled={deleting}>
                {i18n._(deleting ? 'profile.data.deleting' : 'profile.data.delete')}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
