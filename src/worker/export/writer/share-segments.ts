import { deflateSegment, type SegmentDeflater } from './deflate-segment';

/** Segments a helper may hold at once: the one it compresses and the next. */
export const HELPER_SEGMENTS = 2;

/**
 * Shares a sheet's segments between a helper on another core and the writer's own thread: the
 * helper gets a segment while it holds fewer than `limit`, the writer compresses the others
 * itself. Sending every segment to the helper let them pile up once the XML was written faster
 * than one core compresses it (343 MiB above the data at a million rows, the writer's core idle
 * at the end); shared, both cores compress and the pile stays at `limit` segments. The helper's
 * answers are counted as they arrive, so the writer must yield to its event loop between
 * batches (the export driver does).
 */
export function shareSegments(helper: SegmentDeflater, limit = HELPER_SEGMENTS): SegmentDeflater {
  let held = 0;
  return (bytes, last) => {
    if (held >= limit) return Promise.resolve(deflateSegment(bytes, last));
    held++;
    return helper(bytes, last).finally(() => {
      held--;
    });
  };
}
