import { RECORDING_MAX_MS } from '../../core/limits';
import { PLAN_LIST } from '../../core/plans';
import { joinNames } from './plan-phrases';

/** Plans whose players may ask to record. */
export const PLANS_WITH_RECORDING = PLAN_LIST.filter((plan) => plan.recording);

const LIMIT = `${RECORDING_MAX_MS / 3_600_000} hours`;

/** The recording rule, said the same way by the FAQ, the Privacy Policy and the Terms (decision 192). */
export const RECORDING_POLICY = {
  consent: `A video call is recorded only when both players agree. On the ${joinNames(PLANS_WITH_RECORDING)} plan a player can ask to record the game and the call; the other player sees the request and must accept it, or nothing is recorded. While a recording runs, both screens show a red REC sign, and either player can stop it at any time; it also stops when either player leaves, reloads or loses the connection, and the other is told.`,
  local: `The recording (the board, both cameras and both voices) is made in the asking player's browser and saved on their own device, up to ${LIMIT} long. Nothing of it is sent to our servers: we only pass the request and the answer between the two players, and note in the game's chat when a recording started and stopped.`,
  short:
    'Video calls go peer to peer; they are recorded only when both players agree, and then only in a player’s own browser, never by us.',
} as const;
