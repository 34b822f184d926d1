/** The track-action request body made of event JSON texts, without parsing them again. */
export function beaconBody(eventJsons: readonly string[]): string {
  return `{"objects":[${eventJsons.join(',')}]}`;
}

/** Bytes of the body around the events: `{"objects":[` and `]}`. */
export const BEACON_WRAPPER_BYTES = beaconBody([]).length;
