import { analyticsSessionSchema } from '../../api/endpoints/analytics/start-session';

export interface DeviceInfo {
  user_agent: string;
  /** `1920x1080`; only the main thread knows it (workers have no `screen`). */
  screen_size: string;
  language: string;
}

const DEVICE_INFO_MAX = analyticsSessionSchema.shape.device_info.maxLength ?? 2000;

/**
 * device_info as JSON text within the field's limit. The user agent is the only part that can
 * be long, so it is the part that is cut; the text stays valid JSON.
 */
export function deviceInfoJson(device: DeviceInfo): string {
  const text = JSON.stringify(device);
  if (text.length <= DEVICE_INFO_MAX) return text;
  const excess = text.length - DEVICE_INFO_MAX;
  // JSON escaping can make a cut user agent longer than its raw length suggests; retry shorter.
  for (let cut = excess; cut <= device.user_agent.length; cut += 16) {
    const shorter = JSON.stringify({
      ...device,
      user_agent: device.user_agent.slice(0, device.user_agent.length - cut),
    });
    if (shorter.length <= DEVICE_INFO_MAX) return shorter;
  }
  // Only absurd screen or language texts get here; what is left is still valid JSON.
  return JSON.stringify({
    user_agent: '',
    screen_size: device.screen_size.slice(0, 32),
    language: device.language.slice(0, 32),
  });
}
