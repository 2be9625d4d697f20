/**
 * WOFF to plain TrueType/OpenType. The site's fonts come as WOFF; fontkit reads WOFF but
 * inflates its tables with a slow pure-JS inflater on every document. Unpacking once (fflate)
 * and handing pdfkit the plain font makes a sheet several times faster. Pure and
 * deterministic, so Node and the browser embed the same bytes.
 */
import { unzlibSync } from 'fflate';

/**
 * Unpacks one zlib stream of `size` bytes. Any correct inflater gives the same bytes, so Node
 * may pass its own.
 */
export type Inflate = (data: Uint8Array, size: number) => Uint8Array;

/**
 * fflate into a buffer of the size the WOFF states: without it, fflate guesses, then grows and
 * copies its buffer as it goes, which took most of the time fonts took on a phone-class CPU. One
 * byte more, so a table longer than stated shows (fflate drops what does not fit, silently).
 */
const inflateJs: Inflate = (data, size) => unzlibSync(data, { out: new Uint8Array(size + 1) });

export function woffToSfnt(woff: Uint8Array, inflate: Inflate = inflateJs): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) throw new Error('Not a WOFF font (no "wOFF" signature)');
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  const unpack = (raw: Uint8Array, size: number) => {
    const data = inflate(raw, size);
    if (data.length !== size)
      throw new Error('Not a valid WOFF font (a table unpacks to the wrong size)');
    return data;
  };
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = view.getUint32(at + 4);
    const compLength = view.getUint32(at + 8);
    const origLength = view.getUint32(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    return {
      tag: view.getUint32(at),
      checksum: view.getUint32(at + 16),
      data: compLength < origLength ? unpack(raw, origLength) : raw,
    };
  });
  const headerSize = 12 + 16 * numTables;
  const size = tables.reduce((n, t) => n + ((t.data.length + 3) & ~3), headerSize);
  const out = new Uint8Array(size);
  const o = new DataView(out.buffer);
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  o.setUint32(0, flavor);
  o.setUint16(4, numTables);
  o.setUint16(6, searchRange);
  o.setUint16(8, entrySelector);
  o.setUint16(10, numTables * 16 - searchRange);
  let offset = headerSize;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    o.setUint32(at, t.tag);
    o.setUint32(at + 4, t.checksum);
    o.setUint32(at + 8, offset);
    o.setUint32(at + 12, t.data.length);
    out.set(t.data, offset);
    offset += (t.data.length + 3) & ~3;
  });
  return out;
}
