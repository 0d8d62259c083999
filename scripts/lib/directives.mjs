// The shop's own hydration directives (see each file): `client:interaction` for islands opened from
// outside them (the mobile side bar), `client:event` for islands that only change when something on
// the page tells them to (the cart badge), `client:near` for `client:visible` that keeps an early press
// (the week-pick tabs), `client:now` for `client:load` that keeps an early press (the cart page) and
// `client:popups` for the popup dialog, due only in some browsers, and `client:focus` for islands that
// serve a field outside them (the search boxes' suggestions), loaded when that field gets the focus.
/** @returns {import('astro').AstroIntegration} */
export function shopDirectives() {
  return {
    name: 'shop-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: './src/lib/directives/interaction.ts' });
        addClientDirective({ name: 'event', entrypoint: './src/lib/directives/event.ts' });
        addClientDirective({ name: 'near', entrypoint: './src/lib/directives/near.ts' });
        addClientDirective({ name: 'now', entrypoint: './src/lib/directives/now.ts' });
        addClientDirective({ name: 'focus', entrypoint: './src/lib/directives/focus.ts' });
        addClientDirective({ name: 'popups', entrypoint: './src/features/popups/popups.directive.ts' });
      },
    },
  };
}
