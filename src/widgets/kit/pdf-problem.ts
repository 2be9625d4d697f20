/**
 * What the PDF buttons say when a PDF could not be made, in plain words: a PDF maker or font
 * that could not be fetched is a missing connection (or a replaced version), never a module name.
 */
import { isLoadFailure } from '../../site/offline.ts';

export function pdfProblem(e: unknown): string {
  if (isLoadFailure(e))
    return navigator.onLine
      ? 'The PDF could not be made: part of the PDF maker could not be fetched. Reload the page and try again.'
      : 'The PDF could not be made: this browser has not stored the PDF maker yet, and fetching it needs a connection. Connect once and press again.';
  return `The PDF could not be made: ${(e as Error).message}`;
}
