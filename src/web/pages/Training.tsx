import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { planFor } from '../../core/plans';
import type { CurrentUser, TrainingListResponse } from '../../core/protocol';
import { PageSpinner } from '../components/ui/spinner';
import { DashboardLayout } from '../dashboard/DashboardLayout';
import { apiJson, messageOf } from '../lib/api';
import { useAuth } from '../lib/auth';
import { plural } from '../lib/plural';
import { Engine } from '../review/engine';
import { TrainingSession } from '../training/TrainingSession';
import { TrainingUpsell } from '../training/TrainingUpsell';

const TRAINING_KEY = ['training'];
const keyOf = (p: { gameId: string; ply: number }) => `${p.gameId}:${p.ply}`;

/** `/training`: "Learn from your mistakes" (Pro, decision 237). */
export default function Training() {
  const { user } = useAuth();
  // The route is guarded; this covers the instant after signing out.
  if (!user) return <PageSpinner />;
  const allowed = planFor(user.subscriptionTier).training;
  return (
    <DashboardLayout user={user}>
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Training</h1>
        <p className="mt-1 text-muted-foreground">
          Learn from your mistakes: the positions of your game reports where your move cost the most.
        </p>
      </div>
      {allowed ? <TrainingList user={user} /> : <TrainingUpsell />}
    </DashboardLayout>
  );
}

function TrainingList({ user }: { user: CurrentUser }) {
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
        {messageOf(list.error, 'Your training positions could not be loaded. Please reload the page.')}
      </p>
    );
  }
  const { positions, remaining, cleared } = list.data;
  if (positions.length === 0) {
    return (
      <div className="rounded-lg border bg-card p-6 text-sm" data-testid="training-empty">
        <p className="font-medium">
          {cleared > 0
            ? `All done: you have cleared ${plural(cleared, 'position', 'positions')}.`
            : 'Nothing to train on yet.'}
        </p>
        <p className="mt-1 text-muted-foreground">
          Positions come from your game reports. Open a finished game from your{' '}
          <Link href="/history" className="underline">
            game history
          </Link>
          , choose Review and make a game report: the moves that cost you most appear here.
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
    <section aria-label="Training position" className="space-y-4">
      <p className="text-sm text-muted-foreground" data-testid="training-progress">
        {remaining} {remaining === 1 ? 'position' : 'positions'} to learn
        {cleared > 0 ? `, ${cleared} cleared` : ''}.
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
