import { describe, expect, it } from 'vitest';
import {
  SupersededError,
  createLatestCall,
} from '../../../src/ui/components/virtual-table/latest-call';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('latest call', () => {
  it('runs one call at a time and only the newest of those waiting', async () => {
    const call = createLatestCall();
    const started: string[] = [];
    const first = deferred<string>();
    const task = (name: string, answer: Promise<string>) => () => {
      started.push(name);
      return answer;
    };
    const a = call(task('a', first.promise));
    const b = call(task('b', Promise.resolve('b')));
    const c = call(task('c', Promise.resolve('c')));
    expect(started).toEqual(['a']);
    await expect(b).rejects.toBeInstanceOf(SupersededError);
    first.resolve('a');
    await expect(a).resolves.toBe('a');
    await expect(c).resolves.toBe('c');
    expect(started).toEqual(['a', 'c']);
  });

  it('goes on after a call fails', async () => {
    const call = createLatestCall();
    await expect(call(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(call(() => Promise.resolve(1))).resolves.toBe(1);
  });
});
