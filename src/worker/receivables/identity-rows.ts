/**
 * The row indexes 0…length−1 of a source that grows by appends, as one array reused until the
 * length changes: a row source whose rows are all its own (a sync's pulled rows) answers it as
 * its `rows` without allocating on every read.
 */
export function identityRows(): (length: number) => Int32Array {
  let identity = new Int32Array(0);
  return (length) => {
    if (identity.length !== length) {
      identity = new Int32Array(length);
      for (let i = 0; i < length; i++) identity[i] = i;
    }
    return identity;
  };
}
