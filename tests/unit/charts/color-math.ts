/** Colour arithmetic for the palette tests: WCAG luminance, CIELAB, a deuteranopia simulation. */

export type Rgb = [number, number, number];

export function linear(hex: string): Rgb {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return [channel(1), channel(3), channel(5)];
}

export const luminance = ([r, g, b]: Rgb) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

/** WCAG 2 contrast ratio of two #rrggbb colours. */
export function contrast(a: string, b: string): number {
  const x = luminance(linear(a));
  const y = luminance(linear(b));
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** Machado, Oliveira & Fernandes (2009), deuteranopia at severity 1.0, on linear RGB. */
const DEUTERANOPIA = [
  [0.367322, 0.860646, -0.227968],
  [0.280085, 0.672501, 0.047413],
  [-0.01182, 0.04294, 0.968881],
];

export function deuteranope(rgb: Rgb): Rgb {
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  const [r, g, b] = rgb;
  const row = (m: number[]) => clamp((m[0] ?? 0) * r + (m[1] ?? 0) * g + (m[2] ?? 0) * b);
  return [row(DEUTERANOPIA[0] ?? []), row(DEUTERANOPIA[1] ?? []), row(DEUTERANOPIA[2] ?? [])];
}

/** CIELAB (D65) of a linear RGB colour. */
export function lab([r, g, b]: Rgb): Rgb {
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** CIE76 colour difference of two CIELAB colours. */
export const deltaE = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
