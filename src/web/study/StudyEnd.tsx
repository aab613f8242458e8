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
import { messageOf } from '../lib/api';
import { deleteStudy, leaveStudy } from './study-api';

const TEXT = {
  delete: {
    button: 'Delete study',
    title: 'Delete this study board?',
    body: 'Its moves and drawings are deleted for both of you, and the call ends. This cannot be undone.',
  },
  leave: {
    button: 'Leave study',
    title: 'Leave this study board?',
    body: 'Your seat is given back and the call ends. You can come back only if the seat is free again.',
  },
} as const;

/**
 * The owner deletes a study, the guest leaves it (decision 235), after a confirmation. `done` runs once the
 * server agreed (the page leaves the room, or the list reloads).
 */
export function StudyEnd({ study, userId, done }: { study: Study; userId: string; done(): void }) {
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
        {text.button}
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{text.title}</DialogTitle>
          <DialogDescription>{text.body}</DialogDescription>
        </DialogHeader>
        {end.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {messageOf(end.error, 'That did not work. Please try again.')}
          </p>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep it</Button>
          </DialogClose>
          <Button variant="destructive" disabled={end.isPending} onClick={() => end.mutate()}>
            {text.button}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
