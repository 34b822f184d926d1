import { describe, expect, it, vi } from 'vitest';
import {
  beginUpload,
  cancelAllUploads,
  runningUploads,
  subscribeUploads,
} from '../../../src/ui/components/ocr-upload/upload-activity';
import { fileDetails, sizeBucket } from '../../../src/ui/components/ocr-upload/upload-analytics';

describe('upload activity: the overlay counts concurrent uploads (spec 001 §4)', () => {
  it('counts each upload until it ends, once, and tells listeners', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeUploads(listener);
    const endA = beginUpload(() => undefined);
    const endB = beginUpload(() => undefined);
    expect(runningUploads()).toBe(2);
    endA();
    endA();
    expect(runningUploads()).toBe(1);
    endB();
    expect(runningUploads()).toBe(0);
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
  });

  it('cancel all reaches every running upload', () => {
    const ends: (() => void)[] = [];
    const cancel = vi.fn(() => ends.shift()?.());
    ends.push(beginUpload(cancel), beginUpload(cancel));
    cancelAllUploads();
    expect(cancel).toHaveBeenCalledTimes(2);
    expect(runningUploads()).toBe(0);
  });
});

describe('upload analytics details: type and size bucket, never the name', () => {
  it('buckets sizes', () => {
    expect([1, 200_000, 2_000_000, 10_000_000, 30_000_000].map(sizeBucket)).toEqual([
      '<100KB',
      '100KB-1MB',
      '1-5MB',
      '5-20MB',
      '>=20MB',
    ]);
  });

  it('reports the extension and bucket only', () => {
    const details = fileDetails({ name: 'Northwind INV-7788.pdf', size: 5000 });
    expect(details).toEqual({ file_type: 'PDF', size_bucket: '<100KB' });
    expect(JSON.stringify(details)).not.toContain('Northwind');
  });
});
