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

/** A file name from free text: letters, digits and dashes only. */
export const fileSlug = (text: string, fallback: string): string =>
  text
    .trim()
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || fallback;
