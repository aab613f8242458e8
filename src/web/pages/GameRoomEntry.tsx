import { Redirect } from 'wouter';

/**
 * `/game`, the footer's and About page's "Game Room": a room needs a game, so this address leads to
 * the screen that creates one (docs/decisions/004-game-route.md).
 */
export default function GameRoomEntry() {
  return <Redirect to="/play" replace />;
}
