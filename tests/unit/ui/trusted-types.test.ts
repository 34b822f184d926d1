import { describe, expect, it } from 'vitest';
import { markupFreeHtml, sameOriginUrl } from '../../../src/ui/security/trusted-types';

describe('the default Trusted Types policy', () => {
  it('passes text for HTML sinks (PrimeReact’s CSS, clearing) and refuses anything with markup', () => {
    const css = '[data-pc-name="datatable"] > [data-pc-section="thead"] > tr > th { width: 4px }';
    expect(markupFreeHtml(css)).toBe(css);
    expect(markupFreeHtml('')).toBe('');
    expect(markupFreeHtml('&lt;script&gt;')).toBe('&lt;script&gt;');
    expect(markupFreeHtml('<img src=x onerror=alert(1)>')).toBeNull();
    expect(markupFreeHtml('a\n<br />')).toBeNull();
  });

  it('passes script URLs of the page’s own origin only', () => {
    const page = 'https://portal.example/dashboard/ar';
    expect(sameOriginUrl('https://portal.example/assets/core-worker-1a.js', page)).toBe(
      'https://portal.example/assets/core-worker-1a.js',
    );
    expect(sameOriginUrl('/assets/deflate-worker-2b.js', page)).toBe(
      '/assets/deflate-worker-2b.js',
    );
    expect(sameOriginUrl('https://evil.example/x.js', page)).toBeNull();
    expect(sameOriginUrl('//evil.example/x.js', page)).toBeNull();
    expect(sameOriginUrl('data:text/javascript,alert(1)', page)).toBeNull();
    expect(sameOriginUrl('blob:https://evil.example/1', page)).toBeNull();
    expect(sameOriginUrl('javascript:alert(1)', page)).toBeNull();
    expect(sameOriginUrl('http://[', page)).toBeNull();
  });
});
