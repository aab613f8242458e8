import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { BIO_MAX, DISPLAY_NAME_MAX, USERNAME_MAX } from '../../core/limits';
import { type CurrentUser, UpdateProfileBody, USERNAME_RULE } from '../../core/protocol';
import { FormField } from '../auth/FormField';
import { type FieldErrors, validateForm } from '../auth/field-errors';
import { Button } from '../components/ui/button';
import { Input, Textarea } from '../components/ui/input';
import { inputMessage } from '../i18n/input-messages';
import { refusalText } from '../i18n/refusal-text';
import { apiJson, isRefusal } from '../lib/api';
import { USER_QUERY_KEY } from '../lib/auth';
import { toast } from '../lib/use-toast';
import { profileWords } from './profile-words';

/**
 * The Edit Profile form (spec §2): display name, username and bio, checked by the same schema as
 * `PATCH /api/user`, and really saved. A taken username comes back from the server as its own error.
 */
export function EditProfileForm({ user, onDone }: { user: CurrentUser; onDone(): void }) {
  profileWords.useWords();
  const { i18n } = useLingui();
  const client = useQueryClient();
  const [values, setValues] = useState({
    displayName: user.displayName ?? '',
    username: user.username,
    bio: user.bio,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation({
    mutationFn: (body: UpdateProfileBody) => apiJson<CurrentUser>('PATCH', '/api/user', body),
    onSuccess: async (saved) => {
      client.setQueryData(USER_QUERY_KEY, saved);
      await client.invalidateQueries({ queryKey: ['/api/profiles'] });
      toast({ title: i18n._('profile.edit.saved'), variant: 'success' });
      onDone();
    },
    onError: (error) => {
      const message = refusalText(i18n, error, i18n._('profile.edit.saveError'));
      if (isRefusal(error, 'username_taken')) setErrors({ username: message });
      else if (isRefusal(error, 'display_name_taken')) setErrors({ displayName: message });
      else setErrors({ form: message });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(UpdateProfileBody, values);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(checked.data);
  };
  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={i18n._('profile.edit.form')}>
      <FormField
        id="profile-display-name"
        label={i18n._('profile.edit.displayName')}
        error={errors.displayName}
        hint={i18n._('profile.edit.displayNameHint')}
      >
        <Input autoComplete="nickname" maxLength={DISPLAY_NAME_MAX} {...field('displayName')} />
      </FormField>
      <FormField
        id="profile-username"
        label={i18n._('profile.edit.username')}
        error={errors.username}
        hint={inputMessage(i18n, USERNAME_RULE) ?? USERNAME_RULE}
      >
        <Input autoComplete="username" maxLength={USERNAME_MAX} required {...field('username')} />
      </FormField>
      <FormField
        id="profile-bio"
        label={i18n._('profile.edit.bio')}
        error={errors.bio}
        hint={i18n._('profile.edit.bioCount', { count: values.bio.length, max: BIO_MAX })}
      >
        <Textarea rows={3} {...field('bio')} />
      </FormField>
      {errors.form ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {i18n._(save.isPending ? 'profile.edit.saving' : 'profile.edit.save')}
        </Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          {i18n._('profile.cancel')}
        </Button>
      </div>
    </form>
  );
}
