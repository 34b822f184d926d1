/**
 * Every engine's answer is checked against the first engine's (ours, run first): the first answer
 * to a query becomes the reference, a later one is compared with it.
 */
export function checkAnswer<A>(
  reference: Map<string, A>,
  id: string,
  answer: A,
  differ: (got: A, want: A) => string | null,
): string | null {
  const want = reference.get(id);
  if (want === undefined) {
    reference.set(id, answer);
    return null;
  }
  const diff = differ(answer, want);
  return diff === null ? null : `${id}: ${diff}`;
}
