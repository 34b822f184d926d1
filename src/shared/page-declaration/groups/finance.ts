import type { PageDeclaration } from '../types';

/** Declared pages of finance and payment. */
export const financePages: readonly PageDeclaration[] = [];
