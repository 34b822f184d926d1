import type { Authority } from './authority';
import type { HasPage } from './landing';

/** `location.search` as text, URLSearchParams, or a plain record from a router. */
export type QueryInput = string | URLSearchParams | Readonly<Record<string, string | undefined>>;

export interface NavigationInput {
  /** `location.pathname`; empty counts as `/`. */
  readonly path: string;
  readonly query: QueryInput;
  /** A real session (a loaded principal), not a preview visitor. */
  readonly signedIn: boolean;
  /** Null while signed out. */
  readonly authority: Authority | null;
  /** The principal's company role as the server sends it (SUPPLIER, BUYER, FUNDER, COMPANY). */
  readonly companyRole: string | null;
  /** The exhibition token held locally, as the caller judged it (present and unexpired). */
  readonly exhibitionToken: 'absent' | 'valid' | 'invalid';
  /**
   * Set when the previous decision said `carryGuidance`: the address it sent to had news and had
   * lost its guidance parameter before the company role was known (carry it in history state).
   */
  readonly guidanceCarried?: boolean;
  /**
   * Which routes draw a page of their own; landing on `/` skips the others (placeholders). All of
   * them when left out.
   */
  readonly hasPage?: HasPage;
}

/** Side effects the caller performs before following a decision. */
export interface NavigationEffects {
  readonly clearExhibitionToken?: true;
  readonly storeExhibitionToken?: string;
  /** Store as the login token, then load the session with it. */
  readonly storeGuidanceToken?: string;
  /** Call the role switch with this value, then load `to` with a full reload. */
  readonly switchRole?: string;
  readonly reload?: true;
  /** Pass `guidanceCarried: true` with the next decision (e.g. through history state). */
  readonly carryGuidance?: true;
}

export type AllowReason = 'public' | 'preview' | 'signed-in' | 'permitted';

export type RedirectReason =
  | 'not-found'
  | 'guidance'
  | 'exhibition-token'
  | 'exhibition-left'
  | 'sign-in'
  | 'role-switch'
  | 'landing'
  | 'route-redirect'
  | 'denied';

export type NavigationDecision =
  | ({ readonly action: 'allow'; readonly reason: AllowReason } & Pick<
      NavigationEffects,
      'clearExhibitionToken'
    >)
  | ({
      readonly action: 'redirect';
      readonly to: string;
      readonly reason: RedirectReason;
    } & NavigationEffects);
