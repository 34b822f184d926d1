/** What a search select asks for: the first page of 20 (spec 000 §7). */
export const SEARCH_PAGE = { pageNum: 1, pageSize: 20 } as const;
