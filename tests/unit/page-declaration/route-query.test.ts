import { describe, expect, it } from 'vitest';
import {
  emptyListState,
  withFilter,
  withoutFilter,
  withPage,
  withParams,
  withSort,
} from '../../../src/shared/page-declaration/list-state';
import { pagedRequestBody } from '../../../src/shared/page-declaration/paged-request';
import { decodeListQuery, encodeListQuery } from '../../../src/shared/page-declaration/route-query';
import type { PageDeclaration } from '../../../src/shared/page-declaration/types';

const page = (whitelist?: string[]): PageDeclaration => ({
  id: 'p',
  titleKey: 't',
  source: { endpoint: 'e' },
  rowKey: 'id',
  columns: [
    { key: 'status', titleKey: 't.s', type: { kind: 'text' }, sortable: true, filterable: true },
    { key: 'name', titleKey: 't.n', type: { kind: 'text' } },
  ],
  searchFields: [
    { key: 'name', labelKey: 'l.n', control: 'input' },
    { key: 'created', labelKey: 'l.c', control: 'dateRange' },
  ],
  actions: [],
  ...(whitelist ? { routeQueryWhitelist: whitelist } : {}),
});

const q = (text: string) => new URLSearchParams(text);

describe('route query prefill', () => {
  it('search-field keys become params, column-filter keys filters, isEqual is taken once', () => {
    const { state, isEqual } = decodeListQuery(
      page(),
      q('name=ann&createdBegin=2025-01-01&status=ACTIVE&buyer=B1&isEqual=1&isEqual=0'),
    );
    expect(state.params).toEqual({ name: 'ann', createdBegin: '2025-01-01' });
    // `buyer` is neither a search field nor a column filter: never a tag.
    expect(state.filters).toEqual({ status: 'ACTIVE' });
    expect(isEqual).toBe('1');
  });

  it('never turns paging or wire names into filters (no `pageSize: 50` tag)', () => {
    const { state } = decodeListQuery(
      page(),
      q('pageSize=50&pageNum=2&orderByField=name&isDesc=true&__role=x&status=A'),
    );
    expect(state.filters).toEqual({ status: 'A' });
    expect(state.params).toEqual({});
  });

  it('reads the select value ALL as no condition, like the empty key (spec 000 §3)', () => {
    const { state } = decodeListQuery(page(), q('name=ALL&status=ALL'));
    expect(state).toEqual(emptyListState());
  });

  it('with a whitelist only listed keys are used', () => {
    const { state, isEqual } = decodeListQuery(
      page(['status']),
      q('name=ann&status=ACTIVE&isEqual=1'),
    );
    expect(state.params).toEqual({});
    expect(state.filters).toEqual({ status: 'ACTIVE' });
    expect(isEqual).toBeNull();
  });

  it('drops empty values and unreadable paging', () => {
    const { state } = decodeListQuery(page(), q('name=&page=x&size=33&sort=name.asc'));
    expect(state).toEqual(emptyListState());
  });
});

describe('URL codec', () => {
  it('round-trips query, filters, sort, page and size', () => {
    const state = {
      params: { name: 'ann' },
      filters: { status: 'DISABLED' },
      sort: { field: 'status', desc: true },
      page: 3,
      size: 50,
    };
    const text = encodeListQuery(state).toString();
    expect(text).toBe('name=ann&status=DISABLED&sort=status.desc&page=3&size=50');
    expect(decodeListQuery(page(), q(text)).state).toEqual(state);
  });

  it('leaves defaults out of the URL', () => {
    expect(encodeListQuery(emptyListState()).toString()).toBe('');
  });
});

describe('ALL in the list state and the request', () => {
  it('is dropped from the form, from a column filter and from the request', () => {
    const form = withParams(emptyListState(), { status: 'ALL', name: 'ann' });
    expect(form.params).toEqual({ name: 'ann' });
    const filtered = withFilter({ ...form, filters: { currency: 'USD' } }, 'currency', 'ALL');
    expect(filtered.filters).toEqual({});
    const body = pagedRequestBody({
      ...emptyListState(),
      params: { status: 'ALL' },
      filters: { x: '' },
    });
    expect(body).toEqual({ pageNum: 1, pageSize: 20 });
  });
});

describe('list transitions and the request', () => {
  const start = { ...emptyListState(), page: 4, filters: { status: 'A', buyer: 'B' } };

  it('a new sort, a query and a closed tag go back to page 1', () => {
    expect(withSort(start, { field: 'status', desc: false }).page).toBe(1);
    expect(withParams(start, { name: 'x', other: ' ' })).toMatchObject({
      page: 1,
      params: { name: 'x' },
    });
    expect(withoutFilter(start, 'status')).toMatchObject({ page: 1, filters: { buyer: 'B' } });
  });

  it('a new page size starts from page 1, a page change keeps the size', () => {
    expect(withPage(start, 5, 20)).toMatchObject({ page: 5, size: 20 });
    expect(withPage(start, 5, 50)).toMatchObject({ page: 1, size: 50 });
  });

  it('sends the paged contract with params over filters and isEqual only when given', () => {
    const state = { ...start, params: { status: 'P' }, sort: { field: 'status', desc: true } };
    expect(pagedRequestBody(state)).toEqual({
      status: 'P',
      buyer: 'B',
      pageNum: 4,
      pageSize: 20,
      orderByField: 'status',
      isDesc: true,
    });
    expect(pagedRequestBody(state, '1')).toMatchObject({ isEqual: '1' });
  });
});
