/** Offers bytes to the user as a downloaded file. */
export function saveFile(bytes: Uint8Array, filename: string, type = 'application/pdf'): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const a = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(a);
  a.click();
  a.remove();
  // Some browsers read the blob after click() returns: free it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A file name from free text: letters (of any alphabet: "Łucja Ōta" keeps its Ł and Ō), digits
 * and dashes only, at most 40 characters, never cut inside a letter.
 */
export const fileSlug = (text: string, fallback: string): string =>
  [
    ...text
      .normalize('NFC')
      .trim()
      .replace(/[^\p{L}\p{M}\p{N}_-]+/gu, '-')
      .replace(/^-+|-+$/g, ''),
  ]
    .slice(0, 40)
    .join('')
    .replace(/-+$/, '') || fallback;
