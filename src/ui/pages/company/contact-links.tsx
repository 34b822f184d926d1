import { isWebUrl } from '../../../shared/validation/rules/url';
import { dataText } from './data-text';

/** The address as an absolute http(s) URL, or null: nothing else becomes a link. */
export function httpUrlOf(value: string): string | null {
  const text = value.trim();
  return isWebUrl(text) ? new URL(text).href : null;
}

/** A company's website: an external link when it is an http(s) URL, the text otherwise. */
export function websiteLink(value: string) {
  const href = httpUrlOf(value);
  if (!href) return dataText(value);
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" translate="no">
      {value.trim()}
    </a>
  );
}

/** An e-mail address as a mailto link (an address without @ stays text). */
export function emailLink(value: string) {
  const address = value.trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(address)) return dataText(value);
  return (
    <a href={`mailto:${address}`} translate="no">
      {address}
    </a>
  );
}
