// Astro.locals.starlightSidebarTopics, set by the starlight-sidebar-topics route middleware.
/// <reference path="../node_modules/starlight-sidebar-topics/locals.d.ts" />
// Starlight's Pagefind options (its `pagefind` setting), read by src/widgets/kit/site-search.ts.
declare module 'virtual:starlight/pagefind-config' {
  export const pagefindUserConfig: Record<string, unknown>;
}
