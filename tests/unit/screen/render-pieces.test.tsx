import { beforeAll, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enUS } from '../../../src/ui/i18n/locales/en-US';
import { RemarkCard } from '../../../src/ui/components/screen/RemarkCard';
import { SectionCard } from '../../../src/ui/components/screen/SectionCard';
import { DescriptionsList } from '../../../src/ui/components/screen/DescriptionsList';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en-US',
    resources: { 'en-US': { translation: enUS } },
    interpolation: { escapeValue: false },
  });
});

/** Server-rendered markup: enough to read levels and values without a DOM. */
const levels = (html: string) => [...html.matchAll(/data-level="(\w+)"/g)].map((m) => m[1]);

describe('section card auto-nesting', () => {
  it('drops one level per card it sits in, down to third', () => {
    const html = renderToStaticMarkup(
      <SectionCard title="a">
        <SectionCard title="b">
          <SectionCard title="c">
            <SectionCard title="d">x</SectionCard>
          </SectionCard>
        </SectionCard>
      </SectionCard>,
    );
    expect(levels(html)).toEqual(['outer', 'inner', 'third', 'third']);
  });

  it('lets a card ask for its level, and its children nest below that', () => {
    const html = renderToStaticMarkup(
      <SectionCard level="inner">
        <SectionCard>x</SectionCard>
      </SectionCard>,
    );
    expect(levels(html)).toEqual(['inner', 'third']);
  });

  it('renders a collapsible card expanded by default, collapsed when asked', () => {
    const open = renderToStaticMarkup(<SectionCard collapsible>x</SectionCard>);
    expect(open).toContain('aria-expanded="true"');
    const closed = renderToStaticMarkup(
      <SectionCard collapsible defaultCollapsed>
        x
      </SectionCard>,
    );
    expect(closed).toContain('aria-expanded="false"');
    expect(closed).toMatch(/<div[^>]*hidden=""/);
  });
});

describe('descriptions list', () => {
  it("shows each value under its field and '-' for an empty one", () => {
    const html = renderToStaticMarkup(
      <DescriptionsList
        items={[
          { key: 'no', label: 'No.', value: 'INV-1' },
          { key: 'remark', label: 'Remark', value: '' },
          { key: 'qty', label: 'Qty', value: 0 },
        ]}
      />,
    );
    expect(html).toContain('<dd class="');
    expect(html).toMatch(/data-field="no">INV-1</);
    expect(html).toMatch(/data-field="remark">-</);
    expect(html).toMatch(/data-field="qty">0</);
    expect(html).toContain('data-columns="2"');
  });
});

describe('remark card', () => {
  const noop = () => undefined;

  it('counts what was typed against 500', () => {
    const html = renderToStaticMarkup(<RemarkCard value="备注 ok" onChange={noop} />);
    expect(html).toMatch(/data-testid="remark-counter"[^>]*>5 \/ 500</);
    expect(html).not.toContain('role="alert"');
  });

  it('shows a remark stored over the limit whole and marks it', () => {
    const long = 'x'.repeat(503);
    const html = renderToStaticMarkup(<RemarkCard value={long} onChange={noop} />);
    expect(html).toContain(long);
    expect(html).not.toContain('maxLength');
    expect(html).toMatch(/>503 \/ 500</);
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('A remark can have at most 500 characters');
  });
});
