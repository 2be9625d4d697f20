/**
 * HTML escaping for widgets and build-time views that write markup as strings. Every text that
 * comes from a user, a save or a rule table goes through escapeHtml, so a card named `<b>` or
 * `"Ogre"` shows as typed, in element text and in quoted attribute values alike.
 */

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside an element or a quoted attribute (either quote). */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
