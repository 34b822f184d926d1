import {
  isScaled,
  maxVirtualOffset,
  offsetFromScrollTop,
  scrollTopFromOffset,
  type ScrollGeometry,
} from './scroll-geometry';
import { offsetAfterKey } from './scroll-keys';

export interface ScrollSnapshot {
  /** Virtual offset (px at full scale) of the viewport's top edge. */
  offset: number;
  /** The element's real scrollTop, where the drawn rows are placed. */
  scrollTop: number;
  viewportHeight: number;
}

export interface ScrollController {
  /** Starts following the body element; returns the detach function. */
  attach(element: HTMLElement): () => void;
  setRowCount(rowCount: number): void;
  /** Back to the first row (a new query). */
  reset(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): ScrollSnapshot;
}

const LINE_PX = 40;

/**
 * Owns the body's scroll position. The virtual offset is kept exactly (keys and wheel move it
 * by rows and pages); scrollTop is derived from it, and only a scroll we did not cause (the
 * scrollbar dragged) derives the offset back from scrollTop, so the squeeze never rounds a
 * PageDown into a jump of several rows.
 */
export function createScrollController(rowHeight: number, headerHeight: number): ScrollController {
  let element: HTMLElement | null = null;
  let rowCount = 0;
  let snapshot: ScrollSnapshot = { offset: 0, scrollTop: 0, viewportHeight: 0 };
  // The scrollTop we last set ourselves; a scroll event landing there is our own echo.
  let ownScrollTop = -1;
  const listeners = new Set<() => void>();

  const geometry = (): ScrollGeometry => ({
    rowCount,
    rowHeight,
    viewportHeight: snapshot.viewportHeight,
  });
  const publish = (next: Partial<ScrollSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  };

  // Neither reads nor writes scrollTop unless it changes: each would force a layout of the whole
  // page (charts included), 15-35 ms on a dashboard, for a new row count that moves nothing. A
  // position the browser clamps or rounds comes back as a scroll event.
  const moveTo = (offset: number) => {
    const g = geometry();
    const clamped = Math.min(Math.max(offset, 0), maxVirtualOffset(g));
    const scrollTop = scrollTopFromOffset(clamped, g);
    if (element && scrollTop !== snapshot.scrollTop) {
      element.scrollTop = scrollTop;
      ownScrollTop = scrollTop;
    }
    publish({ offset: clamped, scrollTop });
  };

  const onScroll = () => {
    if (!element) return;
    const scrollTop = element.scrollTop;
    if (Math.abs(scrollTop - ownScrollTop) < 1) {
      if (scrollTop !== snapshot.scrollTop) publish({ scrollTop });
      return;
    }
    ownScrollTop = -1;
    publish({ scrollTop, offset: offsetFromScrollTop(scrollTop, geometry()) });
  };

  // Only when squeezed: the browser would scroll the squeezed px, i.e. many rows per notch.
  const onWheel = (event: WheelEvent) => {
    const g = geometry();
    if (!element || !isScaled(g) || event.ctrlKey) return;
    event.preventDefault();
    const unit =
      event.deltaMode === 1 ? LINE_PX : event.deltaMode === 2 ? snapshot.viewportHeight : 1;
    if (event.deltaX) element.scrollLeft += event.deltaX * unit;
    if (event.deltaY) moveTo(snapshot.offset + event.deltaY * unit);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== element || event.altKey || event.ctrlKey || event.metaKey) return;
    const next = offsetAfterKey(event.key, snapshot.offset, geometry());
    if (next === null) return;
    event.preventDefault();
    moveTo(next);
  };

  return {
    attach(el) {
      element = el;
      // Measured when the observer first reports, after the browser's own layout: reading
      // clientHeight here, while React commits, forced a layout of the page (90-115 ms on a
      // dashboard). Until then the table asks for a first window of rows without a height.
      const measure = () =>
        publish({ viewportHeight: Math.max(0, el.clientHeight - headerHeight) });
      const resize = new ResizeObserver(measure);
      resize.observe(el);
      el.addEventListener('scroll', onScroll, { passive: true });
      el.addEventListener('wheel', onWheel, { passive: false });
      el.addEventListener('keydown', onKeyDown);
      return () => {
        resize.disconnect();
        el.removeEventListener('scroll', onScroll);
        el.removeEventListener('wheel', onWheel);
        el.removeEventListener('keydown', onKeyDown);
        if (element === el) element = null;
      };
    },
    setRowCount(count) {
      if (count === rowCount) return;
      rowCount = count;
      // Keep the rows in view; the squeeze ratio may have changed with the count.
      moveTo(snapshot.offset);
    },
    reset() {
      moveTo(0);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
}
