import { config } from 'zod';

/**
 * zod 4 compiles its object parsers with `Function` when it may, and finds out by calling
 * `Function('')` once per page load. The page's policy has no eval and Trusted Types refuse the
 * string, so that probe was reported as a violation on every page that parses a form: zod is
 * told not to compile (the workers, whose policy allows eval, keep the compiled parsers).
 * Imported first by main.tsx, for its effect: schemas are built as their modules load, and the
 * setting must be in place before the first one.
 */
config({ jitless: true });
