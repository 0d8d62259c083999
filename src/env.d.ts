declare namespace App {
  interface Locals {
    requestId: string;
    /** The session's language and currency as the server renders them. */
    lang: import('~/lib/constants').Language;
    currency: import('~/lib/constants').Currency;
    /** The translation package of the page's language (none for Korean). */
    dict: Record<string, string> | undefined;
    /**
     * The terms this page rendered without a translation, by the text shown (`t()` records them);
     * the page lists them for the browser, which asks for their translations (spec §4).
     */
    missingTerms?: Map<string, import('~/lib/i18n').MissingTerm>;
    /** The address asked for, when the middleware rewrote the request to another page. */
    originalUrl?: string;
    /** The visitor's live session and member, when the session cookie names one. */
    session: import('~/server/members/session.service').CurrentSession | undefined;
  }
}

declare namespace Astro {
  interface ClientDirectives {
    /** Hydrate when an element matching this selector is first pressed (src/lib/directives/interaction.ts). */
    'client:interaction'?: string;
    /** Hydrate when this window event first fires (src/lib/directives/event.ts). */
    'client:event'?: string;
    /** `client:visible` that holds and replays a press made before hydration (src/lib/directives/near.ts). */
    'client:near'?: boolean;
    /** `client:load` that holds and replays a press made before hydration (src/lib/directives/now.ts). */
    'client:now'?: boolean;
    /** Hydrate when an element matching this selector first gets the focus or a press (src/lib/directives/focus.ts). */
    'client:focus'?: string;
    /** The popups' `[{id, type}]` as JSON: render hidden, show and hydrate only when one is unread here. */
    'client:popups'?: string;
  }
}
