import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { turnFromFen } from '../../core/chess/board';
import type { StudyResponse } from '../../core/protocol';
import { Button } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
import { isRefusal, messageOf } from '../lib/api';
import { useAuth } from '../lib/auth';
import { getLiveSocket } from '../lib/live-socket';
import { ReviewWorkspace } from '../review/ReviewWorkspace';
import { ReviewClient } from '../review/review-client';
import { StudyCall } from '../study/StudyCall';
import { StudyEnd } from '../study/StudyEnd';
import { StudyInvite } from '../study/StudyInvite';
import { joinStudy, loadStudy, studyKey } from '../study/study-api';
import { useStudyChanges } from '../study/use-study-changes';
import { callKeeper } from '../video/call-keeper';
import { useKeepCallInRooms } from '../video/use-keep-call-in-rooms';

/**
 * `/study/:id` (issue 16): a study board's room. The shared review board (follow mode, drawings, the
 * engine for plans with analysis) beside the call of its two people; someone who opens the link while
 * the second seat is free is asked to join.
 */
export default function StudyRoom() {
  const { id = '' } = useParams<{ id: string }>();
  const { user } = useAuth();
  const client = useQueryClient();
  const study = useQuery({ queryKey: studyKey(id), queryFn: () => loadStudy(id), retry: false });
  const join = useMutation({
    mutationFn: () => joinStudy(id),
    onSuccess: (data) => client.setQueryData<StudyResponse>(studyKey(id), data),
  });
  useKeepCallInRooms();
  const [deleted, setDeleted] = useState(false);
  // Deleted, left, or a block between the two (decision 235): the pair's call ends, and the room either
  // says the study is gone or reloads it (the owner sees the seat empty; a removed guest is no longer in).
  useStudyChanges((message) => {
    if (message.studyId !== id) return;
    callKeeper.end();
    void client.invalidateQueries({ queryKey: ['/api/studies'], exact: true });
    if (message.change === 'deleted') setDeleted(true);
    else void client.invalidateQueries({ queryKey: studyKey(id) });
  });

  if (deleted) {
    return (
      <main className="mx-auto grid max-w-lg gap-4 p-8 text-center">
        <h1 className="text-2xl font-bold">Study board</h1>
        <p role="status">This study board was deleted.</p>
        <Link className="underline" href="/study/new">
          Start a new study board
        </Link>
      </main>
    );
  }
  if (!user || study.isPending) return <PageSpinner />;
  if (study.isError) {
    const outsider = isRefusal(study.error, 'not_a_member');
    return (
      <main className="mx-auto grid max-w-lg gap-4 p-8 text-center">
        <h1 className="text-2xl font-bold">Study board</h1>
        {outsider ? (
          <>
            <p>
              A study board is for two people. If its second seat is still free, join it to study together,
              with a video call.
            </p>
            <Button onClick={() => join.mutate()} disabled={join.isPending}>
              Join the study
            </Button>
            {join.isError ? (
              <p role="alert" className="text-sm text-destructive">
                {messageOf(join.error, 'You could not join this study. Please try again.')}
              </p>
            ) : null}
          </>
        ) : (
          <p role="alert">{messageOf(study.error, 'This study could not be opened. Please try again.')}</p>
        )}
        <Link className="underline" href="/dashboard">
          Back to the dashboard
        </Link>
      </main>
    );
  }
  return <StudyBoard data={study.data} userId={user.id} />;
}

function StudyBoard({ data, userId }: { data: StudyResponse; userId: string }) {
  const queries = useQueryClient();
  const [, navigate] = useLocation();
  const { study } = data;
  const reviewClient = useMemo(
    () =>
      new ReviewClient({
        subject: { kind: 'study', id: study.id },
        userId,
        shared: true,
        load: async () => (await loadStudy(study.id)).review,
        send: (message) => getLiveSocket().send(message),
        // The partner arrived or came back: their name (and the call's other side) come with the study.
        onPartnerOpened: () => void queries.invalidateQueries({ queryKey: studyKey(study.id) }),
      }),
    [study.id, userId, queries],
  );
  useEffect(() => {
    void reviewClient.start();
    reviewClient.open();
    return () => reviewClient.close();
  }, [reviewClient]);

  return (
    <main className="study-frame mx-auto grid w-full max-w-[110rem] gap-4 p-2 sm:p-4 wide:grid-cols-[minmax(0,1fr)_24rem]">
      <h1 className="sr-only">Study board</h1>
      <div className="order-2 min-w-0 wide:order-1">
        <ReviewWorkspace
          client={reviewClient}
          shared
          orientation={turnFromFen(study.startFen)}
          title="Study board"
          className="wide:grid-cols-[var(--study-board)_minmax(14rem,1fr)] wide:overflow-visible"
        />
      </div>
      <aside className="order-1 grid content-start gap-3 wide:order-2" aria-label="Call and invitations">
        <StudyCall study={study} userId={userId} />
        <StudyInvite study={study} userId={userId} />
        <div className="flex justify-end">
          <StudyEnd
            study={study}
            userId={userId}
            done={() => {
              callKeeper.end();
              void queries.invalidateQueries({ queryKey: ['/api/studies'], exact: true });
              navigate('/study/new');
            }}
          />
        </div>
      </aside>
    </main>
  );
}
