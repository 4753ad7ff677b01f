/** Chat bubble and window limits. */
export const BUBBLE_HOLD_MS = 150;
export const SNAP_MARGIN_X = 16;
export const SNAP_MARGIN_Y = 72;
export const CHAT_WINDOW_MIN_WIDTH = 200;
export const CHAT_WINDOW_MAX_WIDTH = 480;
export const CHAT_WINDOW_MIN_HEIGHT = 280;
/** Below this many pixels of pointer travel a press is a click, not a drag. */
export const DRAG_THRESHOLD_PX = 4;

export interface Point {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}

/** The corner nearest to the bubble's centre, kept 16 px from the sides and 72 px from top and bottom. */
export function snapToCorner(position: Point, bubble: Size, viewport: Size): Point {
  const centreX = position.x + bubble.width / 2;
  const centreY = position.y + bubble.height / 2;
  const left = centreX < viewport.width / 2;
  const top = centreY < viewport.height / 2;
  return {
    x: left ? SNAP_MARGIN_X : Math.max(0, viewport.width - bubble.width - SNAP_MARGIN_X),
    y: top ? SNAP_MARGIN_Y : Math.max(0, viewport.height - bubble.height - SNAP_MARGIN_Y),
  };
}

/** Keeps a dragged bubble on screen. */
export function clampToViewport(position: Point, bubble: Size, viewport: Size): Point {
  return {
    x: Math.min(Math.max(0, position.x), Math.max(0, viewport.width - bubble.width)),
    y: Math.min(Math.max(0, position.y), Math.max(0, viewport.height - bubble.height)),
  };
}

/** Window size within the spec limits and the screen (a phone narrower than 200 px still fits). */
export function clampWindowSize(size: Size, viewport: Size): Size {
  const maxWidth = Math.min(CHAT_WINDOW_MAX_WIDTH, viewport.width - 2 * SNAP_MARGIN_X);
  const maxHeight = viewport.height - 2 * SNAP_MARGIN_X;
  return {
    width: Math.round(Math.max(Math.min(CHAT_WINDOW_MIN_WIDTH, maxWidth), Math.min(size.width, maxWidth))),
    height: Math.round(
      Math.max(Math.min(CHAT_WINDOW_MIN_HEIGHT, maxHeight), Math.min(size.height, maxHeight)),
    ),
  };
}

/** The window opens on the bubble's side of the screen, next to it so the bubble stays in sight. */
export function windowPosition(bubblePosition: Point, bubble: Size, windowSize: Size, viewport: Size): Point {
  const onLeft = bubblePosition.x + bubble.width / 2 < viewport.width / 2;
  const onTop = bubblePosition.y + bubble.height / 2 < viewport.height / 2;
  const x = onLeft ? SNAP_MARGIN_X : viewport.width - windowSize.width - SNAP_MARGIN_X;
  const gap = 8;
  const y = onTop ? bubblePosition.y + bubble.height + gap : bubblePosition.y - windowSize.height - gap;
  return clampToViewport({ x, y }, windowSize, viewport);
}
