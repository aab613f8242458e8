/**
 * Where the call's three parts go in the stage (decision 269): the other person's picture, whole and as
 * large as the stage allows; one's own view and the call's buttons beside or below it, never over it.
 * Pure geometry, so it is tested without a browser and the same sums place the tiles and the buttons.
 */

export interface Size {
  width: number;
  height: number;
}

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export type Arrangement = 'below' | 'beside' | 'column' | 'pair';

export interface CallLayout {
  arrangement: Arrangement;
  /** The buttons folded into this many columns (a phone's column beside the picture); null: one row. */
  barColumns: number | null;
  remote: Rect;
  /** Null while the self-view is hidden. */
  self: Rect | null;
  bar: Rect;
}

export interface LayoutInput {
  stage: Size;
  /** width / height of the other person's camera, as it arrives. */
  remoteAspect: number;
  /** width / height of one's own camera. */
  selfAspect: number;
  /** The call's buttons at their natural size, on one line. */
  bar: Size;
  /** How many buttons, the widest one and the space between: to fold them into columns. */
  barItems?: BarItems;
  selfShown: boolean;
  /** The two faces side by side, alike in size (the board smaller). */
  facesFirst: boolean;
}

export interface BarItems {
  count: number;
  widest: number;
  gap: number;
}

/** Space between the parts, in CSS pixels. */
export const GAP = 8;
/** A camera's usual shape before its first frame says otherwise. */
export const DEFAULT_ASPECT = 16 / 9;
/**
 * The share of one dimension a tile may cut off to fill its box better: a sliver at the edges, never
 * a face's forehead or chin (the issue allows a tenth; a little less leaves room for rounding).
 */
export const MAX_CUT = 0.08;

/** The self-view's width: a fifth of the stage, at least a thumbnail, never more than a small card. */
function selfWidth(stage: Size): number {
  return Math.round(Math.min(176, Math.max(64, stage.width * 0.2)));
}

/**
 * The largest tile for a camera of this shape in a box: the whole picture, then widened or heightened
 * within the box by up to MAX_CUT of the other dimension when that fills more of it.
 */
export function fitPicture(box: Size, aspect: number): Size {
  if (box.width <= 0 || box.height <= 0 || !(aspect > 0)) return { width: 0, height: 0 };
  const whole =
    box.width / box.height > aspect
      ? { width: box.height * aspect, height: box.height }
      : { width: box.width, height: box.width / aspect };
  return {
    width: Math.floor(Math.min(box.width, whole.width / (1 - MAX_CUT))),
    height: Math.floor(Math.min(box.height, whole.height / (1 - MAX_CUT))),
  };
}

/** How much of the camera's picture a tile of this size shows, covering it (0–1 cut per dimension). */
export function cutOf(tile: Size, aspect: number): { width: number; height: number } {
  if (tile.width <= 0 || tile.height <= 0) return { width: 0, height: 0 };
  const tileAspect = tile.width / tile.height;
  return tileAspect > aspect
    ? { width: 0, height: 1 - aspect / tileAspect }
    : { width: 1 - tileAspect / aspect, height: 0 };
}

const area = (size: Size) => size.width * size.height;

function candidates(input: LayoutInput): CallLayout[] {
  const { stage, remoteAspect, selfAspect, bar, selfShown } = input;
  const sw = selfShown ? selfWidth(stage) : 0;
  const sh = selfShown ? Math.round(sw / selfAspect) : 0;
  const selfGap = selfShown ? GAP : 0;
  const layouts: CallLayout[] = [];

  // Below: the picture on top, the buttons and one's own view in a band under it.
  if (bar.width + selfGap + sw <= stage.width) {
    const band = Math.max(bar.height, sh);
    const remote = fitPicture({ width: stage.width, height: stage.height - band - GAP }, remoteAspect);
    const left = Math.floor((stage.width - remote.width) / 2);
    const bandTop = remote.height + GAP;
    layouts.push({
      arrangement: 'below',
      barColumns: null,
      remote: { left, top: 0, ...remote },
      self: selfShown ? { left: stage.width - sw, top: bandTop, width: sw, height: sh } : null,
      bar: { left: 0, top: bandTop + band - bar.height, ...bar },
    });
  }

  // Beside: one's own view to the right of the picture, the buttons under both.
  if (bar.width <= stage.width) {
    const remote = fitPicture(
      { width: stage.width - sw - selfGap, height: stage.height - bar.height - GAP },
      remoteAspect,
    );
    const groupWidth = remote.width + selfGap + sw;
    const left = Math.floor((stage.width - groupWidth) / 2);
    layouts.push({
      arrangement: 'beside',
      barColumns: null,
      remote: { left, top: 0, ...remote },
      self: selfShown
        ? { left: left + remote.width + GAP, top: Math.max(0, remote.height - sh), width: sw, height: sh }
        : null,
      bar: { left: 0, top: remote.height + GAP, ...bar },
    });
  }

  // Column: a tall picture on the left, one's own view and the buttons stacked in a column beside it.
  const columnWidth = Math.max(sw, bar.width);
  if (sh + selfGap + bar.height <= stage.height && columnWidth < stage.width) {
    const remote = fitPicture({ width: stage.width - columnWidth - GAP, height: stage.height }, remoteAspect);
    const columnLeft = remote.width + GAP;
    layouts.push({
      arrangement: 'column',
      barColumns: null,
      remote: { left: 0, top: 0, ...remote },
      self: selfShown ? { left: columnLeft, top: 0, width: sw, height: sh } : null,
      bar: { left: columnLeft, top: sh + selfGap, ...bar },
    });
  }

  // Column, the buttons folded: in two on a phone's narrow stage, which keeps its width for the picture;
  // in more where two columns are too tall for a short stage (a phone held sideways).
  const items = input.barItems;
  if (items && items.count > 2) {
    for (let columns = 2; columns < items.count; columns += 1) {
      const rows = Math.ceil(items.count / columns);
      const folded = {
        width: columns * items.widest + (columns - 1) * items.gap,
        height: rows * bar.height + (rows - 1) * items.gap,
      };
      const width = Math.max(sw, folded.width);
      if (sh + selfGap + folded.height > stage.height || width >= stage.width) continue;
      const remote = fitPicture({ width: stage.width - width - GAP, height: stage.height }, remoteAspect);
      const columnLeft = remote.width + GAP;
      layouts.push({
        arrangement: 'column',
        barColumns: columns,
        remote: { left: 0, top: 0, ...remote },
        self: selfShown ? { left: columnLeft, top: 0, width: sw, height: sh } : null,
        bar: { left: columnLeft, top: sh + selfGap, ...folded },
      });
      break;
    }
  }
  return layouts;
}

/**
 * Faces first: both faces alike in height, the buttons under them; side by side, or one above the other
 * where that makes them larger (a phone upright, whose width two faces side by side would split).
 */
function pair(input: LayoutInput): CallLayout {
  const { stage, remoteAspect, selfAspect, bar, selfShown } = input;
  const boxHeight = stage.height - bar.height - GAP;
  const shapes = remoteAspect + (selfShown ? selfAspect : 0);
  const sideBySide = Math.min(boxHeight, (stage.width - (selfShown ? GAP : 0)) / shapes);
  const stacked = selfShown
    ? Math.min((boxHeight - GAP) / 2, stage.width / remoteAspect, stage.width / selfAspect)
    : 0;
  const stack = stacked > sideBySide;
  const height = Math.floor(Math.max(0, stack ? stacked : sideBySide));
  const remote = { width: Math.floor(height * remoteAspect), height };
  const self = selfShown ? { width: Math.floor(height * selfAspect), height } : null;
  if (stack && self) {
    const centred = (width: number) => Math.floor((stage.width - width) / 2);
    return {
      arrangement: 'pair',
      barColumns: null,
      remote: { left: centred(remote.width), top: 0, ...remote },
      self: { left: centred(self.width), top: height + GAP, ...self },
      bar: { left: Math.max(0, centred(bar.width)), top: 2 * (height + GAP), ...bar },
    };
  }
  const groupWidth = remote.width + (self ? GAP + self.width : 0);
  const left = Math.floor((stage.width - groupWidth) / 2);
  return {
    arrangement: 'pair',
    barColumns: null,
    remote: { left, top: 0, ...remote },
    self: self ? { left: left + remote.width + GAP, top: 0, ...self } : null,
    bar: { left: Math.max(0, left), top: height + GAP, ...bar },
  };
}

/** The arrangement that shows the other person largest; the picture stays whole (or nearly). */
export function layoutCall(input: LayoutInput): CallLayout {
  if (input.facesFirst) return pair(input);
  const options = candidates(input);
  let best = options[0];
  for (const option of options.slice(1))
    if (best === undefined || area(option.remote) > area(best.remote) + 1) best = option;
  // A stage too small for any arrangement: the picture alone, the buttons over its foot.
  return (
    best ?? {
      arrangement: 'below',
      barColumns: null,
      remote: { left: 0, top: 0, ...fitPicture(input.stage, input.remoteAspect) },
      self: null,
      bar: { left: 0, top: Math.max(0, input.stage.height - input.bar.height), ...input.bar },
    }
  );
}

/**
 * The share of the board's area a phone's picture of the other person reaches at least (the issue asks
 * 0.35; a little more leaves room for rounding and the call's column beside a tall picture).
 */
export const PHONE_FACE_SHARE = 0.38;

/**
 * On a phone upright the board and the face share the height the strips, actions and tabs leave. A
 * landscape camera fills the width above a full-width board; a tall one (3:4, 9:16) is height-bound, so
 * the board gives way until the picture (aspect × h²) is PHONE_FACE_SHARE of the board (b²):
 * h = b·√(share / aspect), and b + h is the spare height, so b = spare / (1 + √(share / aspect)).
 * Returns that divisor of the spare height; 1 leaves the board the screen's width.
 */
export function phoneBoardDivisor(remoteAspect: number): number {
  if (!(remoteAspect > 0) || remoteAspect >= 1) return 1;
  return 1 + Math.sqrt(PHONE_FACE_SHARE / remoteAspect);
}

/**
 * How tall a stage of this width wants to be: the picture across the whole width with the band under
 * it. The room gives it that height, or what it can spare.
 */
export function wantedHeight(input: Omit<LayoutInput, 'stage'> & { width: number }): number {
  if (input.facesFirst) {
    const shapes = input.remoteAspect + (input.selfShown ? input.selfAspect : 0);
    return Math.ceil(input.width / shapes + GAP + input.bar.height);
  }
  const sw = input.selfShown ? selfWidth({ width: input.width, height: 0 }) : 0;
  const band = Math.max(input.bar.height, input.selfShown ? Math.round(sw / input.selfAspect) : 0);
  return Math.ceil(input.width / input.remoteAspect + GAP + band);
}
