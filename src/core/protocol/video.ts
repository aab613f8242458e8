import { z } from 'zod';
import { Id } from './common';
import { ErrorCode } from './errors';

const IceUrl = z
  .string()
  .regex(/^(stun|stuns|turn|turns):/, 'an ICE server URL starts with stun:, stuns:, turn: or turns:');

/** One STUN or TURN server, as `RTCIceServer` takes it. */
export const IceServer = z.object({
  urls: z.union([IceUrl, z.array(IceUrl).min(1)]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof IceServer>;

export const IceTransportPolicy = z.enum(['all', 'relay']);
export type IceTransportPolicy = z.infer<typeof IceTransportPolicy>;

/** `GET /api/rtc-config?gameId=…`: what a player's browser needs to open its peer connection. */
export const RtcConfigQuery = z.object({ gameId: Id });
export const RtcConfigResponse = z.object({
  iceServers: z.array(IceServer),
  /** `relay` sends all media through TURN (the players never learn each other's address). */
  iceTransportPolicy: IceTransportPolicy,
});
export type RtcConfigResponse = z.infer<typeof RtcConfigResponse>;

/** A call session: one tab's stay in the call, from Join to Leave (a reload starts a new one). */
const Session = z.string().min(8).max(40);

/** Largest piece of an SDP sent in one `signal` frame (frames are capped at 4 KB). */
export const SDP_PART_MAX = 3000;
/** An SDP larger than this is refused rather than reassembled. */
export const SDP_MAX = 60_000;

/** ICE candidates gathered within a few milliseconds travel together (the socket is rate-limited). */
export const CANDIDATES_PER_SIGNAL_MAX = 10;

const IceCandidate = z.object({
  candidate: z.string().max(1000),
  sdpMid: z.string().max(64).nullable().optional(),
  sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
  usernameFragment: z.string().max(256).nullable().optional(),
});

/** A peer connection's id; a reload or a fresh negotiation makes a new one. */
const LinkId = z.string().min(8).max(40);
const SDP_PARTS_MAX = Math.ceil(SDP_MAX / SDP_PART_MAX);

/**
 * What the two players' browsers say to each other inside `signal` frames. The server relays it
 * untouched; each browser parses it with this schema. Descriptions and candidates name the session
 * (`to`) and the peer connection (`link`) they belong to, so leftovers from before a reload or a
 * renegotiation are recognised and dropped.
 */
export const VideoSignal = z.discriminatedUnion('kind', [
  /** "I am in the call": sent on joining and when the socket comes back; answered once (`reply`). */
  z.object({
    kind: z.literal('hello'),
    session: Session,
    /** The peer connection the sender holds for the receiver, if any. */
    link: LinkId.nullable(),
    reply: z.boolean(),
    camera: z.boolean(),
    mic: z.boolean(),
  }),
  /** One part of an offer or answer; the parts of one description share `id`. */
  z.object({
    kind: z.literal('description'),
    session: Session,
    to: Session,
    link: LinkId,
    id: z.string().min(1).max(40),
    type: z.enum(['offer', 'answer']),
    part: z
      .number()
      .int()
      .min(0)
      .max(SDP_PARTS_MAX - 1),
    parts: z.number().int().min(1).max(SDP_PARTS_MAX),
    sdp: z.string().max(SDP_PART_MAX),
  }),
  z.object({
    kind: z.literal('candidates'),
    session: Session,
    to: Session,
    link: LinkId,
    candidates: z.array(IceCandidate).min(1).max(CANDIDATES_PER_SIGNAL_MAX),
  }),
  /** Camera or microphone switched on or off (a remote track fires no event for `enabled`). */
  z.object({ kind: z.literal('media'), session: Session, camera: z.boolean(), mic: z.boolean() }),
  /** The sender left the call. */
  z.object({ kind: z.literal('bye'), session: Session }),
]);
export type VideoSignal = z.infer<typeof VideoSignal>;

/** `POST /api/games/:id/call-events`: a player pressed Join or Leave (a system line in the chat log). */
export const CallEventBody = z.object({ event: z.enum(['joined', 'left']) });
export type CallEventBody = z.infer<typeof CallEventBody>;

/**
 * A game's call for one of its players (decision 284): `open` as always (the two chose each other, or are
 * friends); `stranger` when the lobby paired two people who are not friends: cameras and microphones start
 * off and each shows their camera by choice; `none` when such a call may not happen (`reason`).
 */
export const CallMode = z.enum(['open', 'stranger', 'none']);
export type CallMode = z.infer<typeof CallMode>;

/** `GET /api/games/:id/call`: the call's mode for the viewer, and which players show their camera now. */
export const CallModeResponse = z.object({
  mode: CallMode,
  /** With `none`: `adult_declaration_required` or `stranger_calls_off`. */
  reason: ErrorCode.optional(),
  /** With `adult_declaration_required`: whether the viewer is the one who has not declared (they may now). */
  viewerMustDeclare: z.boolean().optional(),
  /** Whether each player chose "Show my camera" (a stranger call; false otherwise). */
  cameras: z.object({ white: z.boolean(), black: z.boolean() }),
});
export type CallModeResponse = z.infer<typeof CallModeResponse>;
