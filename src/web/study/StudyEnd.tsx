import { useLingui } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { Study } from '../../core/protocol';
import { Button } from '../components/ui/button';
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
import { deleteStudy, leaveStudy } from './study-api';

const TEXT = {
  delete: {
    button: 'study.end.delete',
    title: 'study.end.deleteTitle',
    body: 'study.end.deleteBody',
  },
  leave: {
    button: 'study.end.leave',
    title: 'study.end.leaveTitle',
    body: 'study.end.leaveBody',
  },
} as const;

/**
 * The owner deletes a study, the guest leaves it (decision 235), after a confirmation. `done` runs once the
 * server agreed (the page leaves the room, or the list reloads).
 */
export function StudyEnd({ study, userId, done }: { study: Study; userId: string; done(): void }) {
  const { i18n } = useLingui();
  const isOwner = study.owner.id === userId;
  const kind = isOwner ? 'delete' : 'leave';
  const [open, setOpen] = useState(false);
  const end = useMutation({
    mutationFn: () => (isOwner ? deleteStudy(study.id) : leaveStudy(study.id)),
    onSuccess: () => {
      setOpen(false);
      done();
    },
  });
  const text = TEXT[kind];
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        {i18n._(text.button)}
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{i18n._(text.title)}</DialogTitle>
          <DialogDescription>{i18n._(text.body)}</DialogDescription>
        </DialogHeader>
        {end.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {refusalText(i18n, end.error, i18n._('study.end.failed'))}
          </p>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{i18n._('study.end.keep')}</Button>
          </DialogClose>
          <Button variant="destructive" disabled={end.isPending} onClick={() => end.mutate()}>
            {i18n._(text.button)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
