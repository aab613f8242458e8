import { type CallEventBody, CallModeResponse, RtcConfigResponse } from '../../core/protocol';
import { apiJson, apiRequest } from '../lib/api';

/** STUN/TURN servers for this game's call (players only). */
export async function fetchRtcConfig(gameId: string): Promise<RTCConfiguration> {
  const answer = RtcConfigResponse.parse(
    await apiJson('GET', `/api/rtc-config?gameId=${encodeURIComponent(gameId)}`),
  );
  return { iceServers: answer.iceServers, iceTransportPolicy: answer.iceTransportPolicy };
}

/** Puts "… joined/left the video call" in both players' chat log. */
export async function postCallEvent(gameId: string, event: CallEventBody['event']): Promise<void> {
  await apiRequest('POST', `/api/games/${encodeURIComponent(gameId)}/call-events`, {
    event,
  } satisfies CallEventBody);
}

/** STUN/TURN servers for a study board's call (its two members only). */
export async function fetchStudyRtcConfig(studyId: string): Promise<RTCConfiguration> {
  const answer = RtcConfigResponse.parse(
    await apiJson('GET', `/api/studies/${encodeURIComponent(studyId)}/rtc-config`),
  );
  return { iceServers: answer.iceServers, iceTransportPolicy: answer.iceTransportPolicy };
}

/** The game's call for this player (decision 284): open, with a stranger, or none and why. */
export async function fetchCallMode(gameId: string): Promise<CallModeResponse> {
  return CallModeResponse.parse(await apiJson('GET', `/api/games/${encodeURIComponent(gameId)}/call`));
}
