import { routeList, type RouteEntry } from './paths';
import { pathSegments, sameSegment } from './path-segments';

export interface RouteMatch {
  route: RouteEntry;
  params: Record<string, string>;
}

/**
 * The route an address opens, as react-router would pick it: case-insensitive, trailing slash
 * ignored, and a literal segment beats a parameter (`/trading/invoice/add` is not an invoice id).
 */
export function matchRoute(path: string): RouteMatch | null {
  const segments = pathSegments(path);
  let best: { match: RouteMatch; literals: number } | null = null;
  for (const route of routeList) {
    const pattern = pathSegments(route.path);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let literals = 0;
    const fits = pattern.every((part, i) => {
      const segment = segments[i] ?? '';
      if (part.startsWith(':')) {
        params[part.slice(1)] = safeDecode(segment);
        return true;
      }
      literals += 1;
      return sameSegment(part, segment);
    });
    if (fits && (best === null || literals > best.literals)) {
      best = { match: { route, params }, literals };
    }
  }
  return best?.match ?? null;
}

/** A malformed escape in an address is shown as typed rather than crashing the guard. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
