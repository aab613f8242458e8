import errorsArea from 'virtual:catalogue-area/errors';
import roomArea from 'virtual:catalogue-area/room';
import { useLocation, useParams, useSearch } from 'wouter';
import { boardWords } from '../board/board-words';
import { Room } from '../game/room/Room';
import { guestWords } from '../guests/guest-words';
import { InvitationChoice } from '../guests/InvitationChoice';
import { loadArea } from '../i18n/i18n';
import { useAuth } from '../lib/auth';
import { reportsWords } from '../reports/reports-words';
import { callWords } from '../video/call-words';
import { RoamingTilesHost } from '../video/RoamingTilesHost';
import { useKeepCallInRooms } from '../video/use-keep-call-in-rooms';

// The room's words arrive with its code (decision 297), with those of the parts it draws from other areas (the
// invitation's two ways in, "Keep this game", the boards, the call, its chat and the recording, the report dialog
// and the refusals' words): the page shows once they are here.
export const ready = Promise.all([
  loadArea(roomArea),
  loadArea(errorsArea),
  guestWords.ready,
  boardWords.ready,
  callWords.ready,
  reportsWords.ready,
]);

/**
 * `/game/:id` and `/games/:id`. Signed-out visitors watch the game (decision 274); one who follows the
 * invitation link (`?join=true`) plays as a guest, or signs up or in and comes back here (decision 287).
 */
export default function GameRoom() {
  // The pair's call lives while the player goes from room to room, and ends when they leave.
  useKeepCallInRooms();
  const { id } = useParams<{ id: string }>();
  const { user } = useAuth();
  const [location] = useLocation();
  const search = useSearch();
  const wantsJoin = new URLSearchParams(search).get('join') === 'true';
  if (!user) {
    if (!wantsJoin) return <Room key={id} gameId={id} viewerId={null} wantsJoin={false} />;
    // The invitation link, signed out: as a guest or with an account, two equal ways in (decision 287).
    return <InvitationChoice gameId={id} returnPath={`${location}?${search}`} />;
  }
  return (
    <>
      {/* The pair's video tiles, above the room keyed by the game, so a rematch keeps them playing. */}
      <RoamingTilesHost />
      <Room key={id} gameId={id} viewerId={user.id} wantsJoin={wantsJoin} />
    </>
  );
}
