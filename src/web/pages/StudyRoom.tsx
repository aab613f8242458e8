import errorsArea from 'virtual:catalogue-area/errors';
import studyArea from 'virtual:catalogue-area/study';
import { useLingui } from '@lingui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { turnFromFen } from '../../core/chess/board';
import type { StudyResponse } from '../../core/protocol';
import { Button } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
import { loadArea } from '../i18n/i18n';
import { refusalText } from '../i18n/refusal-text';
import { PageMeta } from '../layout/PageMeta';
import { isRefusal } from '../lib/api';
import { useAuth } from '../lib/auth';
import { getLiveSocket } from '../lib/live-socket';
import { ReviewWorkspace } from '../review/ReviewWorkspace';
import { ReviewClient } from '../review/review-client';
import { reviewWords } from '../review/review-words';
import { StudyCall } from '../study/StudyCall';
import { StudyEnd } from '../study/StudyEnd';
import { StudyInvite } from '../study/StudyInvite';
import { joinStudy, loadStudy, studyKey } from '../study/study-api';
import { useStudyChanges } from '../study/use-study-changes';
import { callKeeper } from '../video/call-keeper';
import { useKeepCallInRooms } from '../video/use-keep-call-in-rooms';

export const ready = Promise.all([loadArea(studyArea), loadArea(errorsArea), reviewWords.ready]);

/**
 * `/study/:id` (issue 16): a study board's room. The shared review board (follow mode, drawings, the
 * engine for plans with analysis) beside the call of its two people; someone who opens the link while
 * the second seat is free is asked to join.
 */
function StudyRoomScreen() {
  const { id = '' } = useParams<{ id: string }>();
  const { i18n } = useLingui();
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
        <h1 className="text-2xl font-bold">{i18n._('study.title')}</h1>
        <p role="status">{i18n._('study.deleted')}</p>
        <Link className="underline" href="/study/new">
          {i18n._('study.startNew')}
        </Link>
      </main>
    );
  }
  if (!user || study.isPending) return <PageSpinner />;
  if (study.isError) {
    const outsider = isRefusal(study.error, 'not_a_member');
    return (
      <main className="mx-auto grid max-w-lg gap-4 p-8 text-center">
        <h1 className="text-2xl font-bold">{i18n._('study.title')}</h1>
        {outsider ? (
          <>
            <p>{i18n._('study.outsider')}</p>
            <Button onClick={() => join.mutate()} disabled={join.isPending}>
              {i18n._('study.join')}
            </Button>
            {join.isError ? (
              <p role="alert" className="text-sm text-destructive">
                {refusalText(i18n, join.error, i18n._('study.joinFailed'))}
              </p>
            ) : null}
          </>
        ) : (
          <p role="alert">{refusalText(i18n, study.error, i18n._('study.openFailed'))}</p>
        )}
        <Link className="underline" href="/dashboard">
          {i18n._('study.backToDashboard')}
        </Link>
      </main>
    );
  }
  return <StudyBoard data={study.data} userId={user.id} />;
}

function StudyBoard({ data, userId }: { data: StudyResponse; userId: string }) {
  const { i18n } = useLingui();
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
      <h1 className="sr-only">{i18n._('study.title')}</h1>
      <div className="order-2 min-w-0 wide:order-1">
        <ReviewWorkspace
          client={reviewClient}
          shared
          orientation={turnFromFen(study.startFen)}
          title={i18n._('study.title')}
          className="wide:grid-cols-[var(--study-board)_minmax(14rem,1fr)] wide:overflow-visible"
        />
      </div>
      <aside className="order-1 grid content-start gap-3 wide:order-2" aria-label={i18n._('study.aside')}>
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

/** The page names itself in the reader's language (the tab's title). */
export default function StudyRoom() {
  const { i18n } = useLingui();
  return (
    <>
      <PageMeta name={i18n._('study.title')} />
      <StudyRoomScreen />
    </>
  );
}
