import { TRAINING_ATTEMPTS_PER_MINUTE } from '../../core/limits';
import { TrainingAttemptBody, TrainingAttemptResponse, TrainingListResponse } from '../../core/protocol';
import { perPerson, requireUser } from '../accounts/session';
import { parsePlan } from '../billing/plan-change';
import type { Feature } from '../feature';
import { parseWith } from '../http/errors';
import { listTraining, recordAttempt } from './training';

/** Each route's schemas, for the API description (decision 181); the handlers parse with the same objects. */
const SCHEMAS = {
  list: { schema: { response: { 200: TrainingListResponse } } },
  attempt: {
    config: {
      rateLimit: { max: TRAINING_ATTEMPTS_PER_MINUTE, timeWindow: '1 minute', keyGenerator: perPerson },
    },
    schema: { body: TrainingAttemptBody, response: { 200: TrainingAttemptResponse } },
  },
};

/** Pro training, "Learn from your mistakes" (decision 237): the positions and the tries. */
export const trainingFeature: Feature = (app, ctx, { games }) => {
  const member = (request: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(request);
    return { id: user.id, plan: parsePlan(user.subscriptionTier) ?? 'free' };
  };

  app.get(
    '/api/training',
    SCHEMAS.list,
    async (request): Promise<TrainingListResponse> => listTraining(ctx.db.kysely, games, member(request)),
  );

  app.post('/api/training/attempts', SCHEMAS.attempt, async (request): Promise<TrainingAttemptResponse> => {
    const user = member(request);
    return recordAttempt(ctx.db.kysely, games, user, parseWith(TrainingAttemptBody, request.body));
  });
};
