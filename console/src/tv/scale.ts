/**
 * The TV page draws on a fixed 1920x1080 canvas and scales it with one CSS transform to fit the screen,
 * letterboxed (pillarboxed) on screens of another shape: the same layout on a 720p, 1080p or 4K panel.
 */
export const CANVAS_WIDTH = 1920;
export const CANVAS_HEIGHT = 1080;
/** A slide: the canvas below its 120 px header (.tv-header and .tv-slide in tv.css). */
export const SLIDE_WIDTH = CANVAS_WIDTH;
export const SLIDE_HEIGHT = CANVAS_HEIGHT - 120;

export interface CanvasFit {
  scale: number;
  /** Offsets of the canvas' top-left corner, in screen (CSS) pixels. */
  x: number;
  y: number;
}

/** The largest scale at which the whole canvas fits `width` x `height`, centred. */
export function fitCanvas(width: number, height: number): CanvasFit {
  const scale = Math.max(0, Math.min(width / CANVAS_WIDTH, height / CANVAS_HEIGHT));
  return { scale, x: (width - CANVAS_WIDTH * scale) / 2, y: (height - CANVAS_HEIGHT * scale) / 2 };
}

/** The transform that applies a fit (transform-origin 0 0). */
export const canvasTransform = ({ scale, x, y }: CanvasFit): string => `translate(${x}px, ${y}px) scale(${scale})`;
