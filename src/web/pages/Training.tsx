import errorsArea from 'virtual:catalogue-area/errors';
import trainingArea from 'virtual:catalogue-area/training';
import { Trans, useLingui } from '@lingui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { planFor } from '../../core/plans';
import type { CurrentUser, TrainingListResponse } from '../../core/protocol';
import { PageSpinner } from '../components/ui/spinner';
import { DashboardLayout } from '../dashboard/DashboardLayout';
import { accountWords } from '../dashboard/DashboardSidebar';
import { loadArea } from '../i18n/i18n';
import { refusalText } from '../i18n/refusal-text';
import { PageMeta } from '../layout/PageMeta';
import { apiJson } from '../lib/api';
import { useAuth } from '../lib/auth';
import { Engine } from '../review/engine';
import { TrainingSession } from '../training/TrainingSession';
import { TrainingUpsell } from '../training/TrainingUpsell';

const TRAINING_KEY = ['training'];
const keyOf = (p: { gameId: string; ply: number }) => `${p.gameId}:${p.ply}`;

export const ready = Promise.all([loadArea(trainingArea), loadArea(errorsArea), accountWords.ready]);

/** `/training`: "Learn from your mistakes" (Pro, decision 237). */
function TrainingScreen() {
  const { user } = useAuth();
  const { i18n } = useLingui();
  // The route is guarded; this covers the instant after signing out.
  if (!user) return <PageSpinner />;
  const allowed = planFor(user.subscriptionTier).training;
  return (
    <DashboardLayout user={user}>
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{i18n._('training.title')}</h1>
        <p className="mt-1 text-muted-foreground">{i18n._('training.lead')}</p>
      </div>
      {allowed ? <TrainingList user={user} /> : <TrainingUpsell />}
    </DashboardLayout>
  );
}

function TrainingList({ user }: { user: CurrentUser }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: [...TRAINING_KEY, user.id],
    queryFn: () => apiJson<TrainingListResponse>('GET', '/api/training'),
    // A refetch while a position is on the board would not change it; only "Next position" moves on.
    refetchOnWindowFocus: false,
  });
  const [currentKey, setCurrentKey] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  // One engine for the page, started by the first try that needs it (the best move needs none).
  const engine = useRef<Engine | null>(null);
  useEffect(() => () => engine.current?.terminate(), []);

  if (list.isPending) return <PageSpinner />;
  if (list.isError) {
    return (
      <p role="alert" className="text-destructive">
        {refusalText(i18n, list.error, i18n._('training.loadFailed'))}
      </p>
    );
  }
  const { positions, remaining, cleared } = list.data;
  if (positions.length === 0) {
    return (
      <div className="rounded-lg border bg-card p-6 text-sm" data-testid="training-empty">
        <p className="font-medium">
          {cleared > 0 ? i18n._('training.allDone', { count: cleared }) : i18n._('training.nothingYet')}
        </p>
        <p className="mt-1 text-muted-foreground">
          <Trans id="training.howTo" components={{ 0: <Link href="/history" className="underline" /> }} />
        </p>
      </div>
    );
  }
  const current =
    positions.find((p) => keyOf(p) === currentKey) ?? (positions[0] as (typeof positions)[number]);
  const next = () => {
    const at = positions.findIndex((p) => keyOf(p) === keyOf(current));
    const following = positions[(at + 1) % positions.length] ?? current;
    setCurrentKey(keyOf(following));
    setRound((r) => r + 1);
    void queryClient.invalidateQueries({ queryKey: TRAINING_KEY });
  };
  return (
    <section aria-label={i18n._('training.positionLabel')} className="space-y-4">
      <p className="text-sm text-muted-foreground" data-testid="training-progress">
        {cleared > 0
          ? i18n._('training.progressCleared', { remaining, cleared })
          : i18n._('training.progress', { remaining })}
      </p>
      <TrainingSession
        key={`${keyOf(current)}:${round}`}
        spot={current}
        engine={() => {
          engine.current ??= new Engine();
          return engine.current;
        }}
        onNext={next}
      />
    </section>
  );
}

/** The page names itself in the reader's language (the tab's title). */
export default function Training() {
  const { i18n } = useLingui();
  return (
    <>
      <PageMeta name={i18n._('training.title')} />
      <TrainingScreen />
    </>
  );
}
