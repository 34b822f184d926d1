let context: CanvasRenderingContext2D | null | undefined;

/** The width in CSS px of `text` drawn in `font`, measured on one shared off-screen canvas. */
export function measureText(text: string, font: string): number {
  if (context === undefined) context = document.createElement('canvas').getContext('2d');
  if (!context) return text.length * 7;
  context.font = font;
  return context.measureText(text).width;
}
