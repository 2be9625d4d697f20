// Astro.locals.starlightSidebarTopics, set by the starlight-sidebar-topics route middleware.
/// <reference path="../node_modules/starlight-sidebar-topics/locals.d.ts" />
// Types for the Starlight virtual modules that our copy of its Search component imports.
declare module 'virtual:starlight/project-context' {
  const project: {
    trailingSlash: 'always' | 'never' | 'ignore';
    build: { format: 'file' | 'directory' | 'preserve' };
  };
  export default project;
}
declare module 'virtual:starlight/pagefind-config' {
  export const pagefindUserConfig: Record<string, unknown>;
}
