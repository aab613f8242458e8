import { z } from 'zod';
import { IceServer, type IceTransportPolicy } from '../../core/protocol';

/** Where the browsers' STUN and TURN servers come from, read once at start-up. */
export interface IceSettings {
  /** Fixed servers from `ICE_SERVERS`. */
  staticServers: IceServer[];
  /** `TURN_URLS` with `TURN_SECRET`: each player gets a fresh time-limited credential. */
  turn: { urls: string[]; secret: string } | null;
  iceTransportPolicy: IceTransportPolicy;
}

export interface IceSettingsInput {
  iceServersJson: string | undefined;
  turnUrls: string | undefined;
  turnSecret: string | undefined;
  iceTransportPolicy: IceTransportPolicy;
}

const TURN_URL = /^turns?:/;
const TurnUrl = z.string().regex(TURN_URL, 'a TURN URL starts with turn: or turns:');

/** Validates the video settings; a mistake stops the start-up with a message naming the setting. */
export function readIceSettings(input: IceSettingsInput): IceSettings {
  const staticServers = input.iceServersJson ? parseIceServers(input.iceServersJson) : [];
  const turn = readTurn(input.turnUrls, input.turnSecret);
  const canRelay =
    turn !== null || staticServers.some((server) => urlsOf(server).some((url) => TURN_URL.test(url)));
  if (input.iceTransportPolicy === 'relay' && !canRelay) {
    throw new Error(
      'ICE_TRANSPORT_POLICY=relay needs a TURN server: set TURN_URLS and TURN_SECRET, or a turn: entry in ICE_SERVERS',
    );
  }
  return { staticServers, turn, iceTransportPolicy: input.iceTransportPolicy };
}

function parseIceServers(json: string): IceServer[] {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error('ICE_SERVERS is not valid JSON; expected e.g. [{"urls":"stun:stun.example.com:3478"}]');
  }
  const parsed = z.array(IceServer).safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    throw new Error(
      `ICE_SERVERS is invalid${where}: ${issue?.message}; expected an array of {"urls","username"?,"credential"?}`,
    );
  }
  return parsed.data;
}

function readTurn(urls: string | undefined, secret: string | undefined): IceSettings['turn'] {
  if (!urls && !secret) return null;
  if (!urls || !secret) {
    throw new Error('TURN_URLS and TURN_SECRET go together: set both (or neither)');
  }
  const list = urls
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  const parsed = z.array(TurnUrl).min(1).safeParse(list);
  if (!parsed.success) {
    throw new Error(`TURN_URLS is invalid: ${parsed.error.issues[0]?.message} (comma-separated list)`);
  }
  return { urls: parsed.data, secret };
}

function urlsOf(server: IceServer): string[] {
  return typeof server.urls === 'string' ? [server.urls] : server.urls;
}
