import { formatRule } from './pattern-rule';
import { ruleKeys } from './rule-keys';

/**
 * Checked on the text as typed because the URL parser is forgiving: it reads 'https:/x.y' as
 * 'https://x.y' and accepts 'ftp:/bad'. A link the portal stores must open in a browser, so only
 * http and https with a host that has at least one dot (or is localhost) pass.
 */
const SHAPE = /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i;

/** The one test of a web address: the form rule, the company edit's schema and its link share it. */
export function isWebUrl(text: string): boolean {
  if (!SHAPE.test(text) || !URL.canParse(text)) return false;
  const { hostname } = new URL(text);
  const labels = hostname.split('.');
  return hostname === 'localhost' || (labels.length > 1 && labels.every((label) => label !== ''));
}

export const urlRule = () => formatRule(ruleKeys.url, isWebUrl);
