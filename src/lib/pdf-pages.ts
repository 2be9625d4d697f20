/**
 * How many pages a PDF made here has, read from its page tree's root (`/Type /Pages … /Count N`;
 * the largest count, since the root counts every page below it). pdfkit and Typst both write
 * that dictionary uncompressed; a PDF without one the kit can read is refused.
 */
export function pdfPageCount(bytes: Uint8Array): number {
  const text = new TextDecoder('latin1').decode(bytes);
  let most = 0;
  for (const m of text.matchAll(
    /\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)|\/Count\s+(\d+)[^>]*?\/Type\s*\/Pages\b/g,
  ))
    most = Math.max(most, Number(m[1] ?? m[2]));
  if (!most) throw new Error('this PDF has no page tree the kit can read');
  return most;
}
