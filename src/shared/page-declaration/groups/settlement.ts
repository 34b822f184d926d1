import type { PageDeclaration } from '../types';

/** Declared pages of repayment, proof and reports. */
export const settlementPages: readonly PageDeclaration[] = [];
