/**
 * A small .zip writer for tests (no archiver among the dependencies): stored or deflated entries, with the
 * option to lie in the headers (a declared size), to point several directory records at one entry's bytes
 * (overlapping files) or to write unsafe names, to build the archives the server must refuse.
 */
import { crc32, deflateRawSync } from 'node:zlib';

/** Bytes deflated beforehand (raw deflate), with the size and CRC-32 of what they unpack to. */
export interface Deflated {
  bytes: Buffer;
  size: number;
  crc: number;
}

export interface ZipEntryInput {
  name: string;
  /** The entry's bytes, stored or deflated here. */
  data?: Buffer;
  /** Deflate the data (method 8) instead of storing it. */
  deflate?: boolean;
  /** Bytes already deflated (method 8), for entries too large to hold unpacked. */
  deflated?: Deflated;
  /** The unpacked size the headers declare, when it is to differ from the real one. */
  declaredSize?: number;
  /** Write no bytes of its own: the directory record points at the named earlier entry's header and bytes. */
  sameBytesAs?: string;
}

interface Written {
  offset: number;
  method: number;
  crc: number;
  packedSize: number;
  size: number;
}

/** What an entry's headers say and the bytes that follow its local header. */
function packEntry(entry: ZipEntryInput): { written: Omit<Written, 'offset'>; packed: Buffer } {
  if (entry.deflated) {
    const { bytes, size, crc } = entry.deflated;
    return { written: { method: 8, crc, packedSize: bytes.length, size }, packed: bytes };
  }
  const data = entry.data ?? Buffer.alloc(0);
  const packed = entry.deflate ? deflateRawSync(data) : data;
  return {
    written: {
      method: entry.deflate ? 8 : 0,
      crc: crc32(data),
      packedSize: packed.length,
      size: data.length,
    },
    packed,
  };
}

/** The bytes of a .zip archive holding `entries`, in order. */
export function zipOf(entries: readonly ZipEntryInput[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  const byName = new Map<string, Written>();
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    let written: Written;
    if (entry.sameBytesAs !== undefined) {
      const earlier = byName.get(entry.sameBytesAs);
      if (!earlier) throw new Error(`No earlier entry named ${entry.sameBytesAs}`);
      written = earlier;
    } else {
      const { written: header, packed } = packEntry(entry);
      written = { ...header, offset, size: entry.declaredSize ?? header.size };
      const local = Buffer.alloc(30);
      local.writeUInt32LE(0x04034b50, 0);
      local.writeUInt16LE(20, 4);
      local.writeUInt16LE(0x800, 6); // names are UTF-8
      local.writeUInt16LE(written.method, 8);
      local.writeUInt32LE(written.crc, 14);
      local.writeUInt32LE(written.packedSize, 18);
      local.writeUInt32LE(written.size, 22);
      local.writeUInt16LE(name.length, 26);
      locals.push(local, name, packed);
      offset += local.length + name.length + packed.length;
    }
    byName.set(entry.name, written);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(written.method, 10);
    central.writeUInt32LE(written.crc, 16);
    central.writeUInt32LE(written.packedSize, 20);
    central.writeUInt32LE(written.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(written.offset, 42);
    centrals.push(central, name);
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
