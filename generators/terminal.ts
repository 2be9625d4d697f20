/**
 * Text from users (deck names, seeds, file names, values quoted in error messages) reaches the
 * terminal through the CLI's out and err. Control characters in it (ESC starting a colour or
 * cursor sequence, BEL, carriage return, C1 controls, DEL) and the invisible bidirectional
 * overrides are shown as escapes instead, so a deck name cannot recolour, move the cursor,
 * retitle the window or make text read backwards. Newlines and tabs are kept.
 */
const UNSAFE =
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function terminalSafe(text: string): string {
  return text.replace(UNSAFE, (c) => {
    const code = c.codePointAt(0)!;
    return code < 0x100
      ? `\\x${code.toString(16).padStart(2, '0')}`
      : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}
