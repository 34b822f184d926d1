import { describe, expect, it } from 'vitest';
import { contractInfoPage } from '../../../src/shared/page-declaration/pages/contract/info';
import { selectionRule } from '../../../src/ui/components/search-list/selection-rule';

describe('selection rule', () => {
  it('Sign off acts on exactly one contract: the dialog shows that contract before signing', () => {
    const signOff = contractInfoPage.actions.find((a) => a.id === 'signOff');
    expect(signOff).toBeDefined();
    if (signOff) expect(selectionRule(signOff)).toBe('one');
  });
});
