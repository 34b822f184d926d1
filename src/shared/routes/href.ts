/** The `:name` parameters of a react-router pattern, read from its literal type. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = { readonly [K in ParamNames<P>]: string | number };

/** A pattern without parameters needs no argument, so `paths.home.getHref()` reads naturally. */
export type HrefBuilder<P extends string> = [ParamNames<P>] extends [never]
  ? () => string
  : (params: PathParams<P>) => string;

export function hrefBuilder<P extends string>(pattern: P): HrefBuilder<P> {
  const build = (params?: Readonly<Record<string, string | number>>): string =>
    pattern.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
      const value = params?.[name];
      // The types make this unreachable from typed code; an untyped caller gets told, not a
      // link to `/undefined`.
      if (value === undefined || value === '') {
        throw new Error(`route ${pattern} needs the parameter ${name}`);
      }
      return encodeURIComponent(String(value));
    });
  return build as HrefBuilder<P>;
}
