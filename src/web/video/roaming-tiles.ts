import { UNSHOWN_CALL_MS } from './call-keeper';

/** What the room tells the roaming tiles about the tiles it draws; it outlives a game, like the call. */
export interface RoamingTilesInfo {
  /** The other player's name for their tile, null before anyone takes the seat. */
  opponentName: string | null;
  /** The self-view is hidden (the button under the face); kept across a rematch. */
  selfHidden: boolean;
}

/**
 * The element the pair's video tiles are drawn into (docs/decisions/171). It belongs to the page,
 * not to one game's room: each room lends it a slot, and on a rematch it moves from the old room's
 * slot to the new one's. A `<video>` moved within one task never leaves the document, so it keeps
 * playing; between the old room going and the new one showing its game (the new game loads), the
 * element is parked over the place it last had on screen, so the picture neither stops nor jumps.
 */
export class RoamingTiles {
  private tilesElement: HTMLDivElement | null = null;
  private parkElement: HTMLDivElement | null = null;
  private parkTimer: ReturnType<typeof setTimeout> | null = null;
  private info: RoamingTilesInfo = { opponentName: null, selfHidden: false };
  private readonly listeners = new Set<() => void>();
  /** Whether a host above the rooms draws tiles into the element. */
  hosted = false;

  /** The element, made on first use (never during server rendering). */
  get element(): HTMLDivElement {
    if (!this.tilesElement) {
      this.tilesElement = document.createElement('div');
      this.tilesElement.className = 'relative h-full w-full';
      this.tilesElement.dataset.roamingTiles = '';
    }
    return this.tilesElement;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getInfo = (): RoamingTilesInfo => this.info;

  setInfo(change: Partial<RoamingTilesInfo>): void {
    const next = { ...this.info, ...change };
    if (next.opponentName === this.info.opponentName && next.selfHidden === this.info.selfHidden) return;
    this.info = next;
    for (const listener of this.listeners) listener();
  }

  /** A room's slot takes the tiles: moved in place, so a playing video goes on playing. */
  claim(slot: HTMLElement): void {
    this.clearPark();
    if (this.element.parentElement !== slot) slot.appendChild(this.element);
    this.parkElement?.remove();
  }

  /**
   * A room's slot goes away. With a call drawn in it the element is parked over its last place
   * (fixed to the viewport) until the next room's slot claims it; otherwise it just leaves.
   */
  release(slot: HTMLElement): void {
    const element = this.tilesElement;
    if (!element || element.parentElement !== slot) return;
    const rect = slot.getBoundingClientRect();
    if (!this.hosted || element.childElementCount === 0 || rect.width === 0 || rect.height === 0) {
      element.remove();
      return;
    }
    const park = this.parking();
    Object.assign(park.style, {
      left: `${rect.left}px`,
      top: `${rect.top}px`,
      width: `${rect.width}px`,
      height: `${rect.height}px`,
    });
    park.appendChild(element);
    if (!park.isConnected) document.body.appendChild(park);
    // A room that never lends a slot again: the call keeper ends the call by then anyway.
    this.clearPark();
    this.parkTimer = setTimeout(() => this.detach(), UNSHOWN_CALL_MS);
  }

  /** The parked tiles leave the page (the call ended on the way); a room's slot keeps what it holds. */
  unpark(): void {
    const park = this.parkElement;
    if (!park?.isConnected) return;
    this.clearPark();
    if (this.tilesElement?.parentElement === park) this.tilesElement.remove();
    park.remove();
  }

  /** Off the page altogether (the host above the rooms went away). */
  detach(): void {
    this.clearPark();
    this.tilesElement?.remove();
    this.parkElement?.remove();
  }

  private parking(): HTMLDivElement {
    if (!this.parkElement) {
      this.parkElement = document.createElement('div');
      this.parkElement.style.position = 'fixed';
      this.parkElement.style.zIndex = '40';
      // Only a picture in transit: clicks go to the page loading under it.
      this.parkElement.style.pointerEvents = 'none';
      this.parkElement.dataset.roamingTilesParked = '';
    }
    return this.parkElement;
  }

  private clearPark(): void {
    if (this.parkTimer !== null) clearTimeout(this.parkTimer);
    this.parkTimer = null;
  }
}

/** The page’s one set of roaming tiles, like the page’s one call keeper. */
export const roamingTiles = new RoamingTiles();
