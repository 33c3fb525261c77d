/**
 * Writes a tiny MaxMind DB (IPv4, 24-bit records) so the GeoIP path runs against a real file
 * without shipping a commercial database. Only what the reader needs: strings, numbers, maps,
 * arrays.
 */
type Value = string | number | Value[] | { [key: string]: Value };

function control(type: number, size: number): Buffer {
  if (size >= 29) throw new Error('fixture values must stay small');
  return type <= 7 ? Buffer.from([(type << 5) | size]) : Buffer.from([size, type - 7]);
}

function encode(value: Value): Buffer {
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([control(2, bytes.length), bytes]);
  }
  if (typeof value === 'number') {
    if (Number.isInteger(value) && value >= 0 && value < 2 ** 32) {
      const bytes = Buffer.alloc(4);
      bytes.writeUInt32BE(value);
      const trimmed = bytes.subarray(bytes.findIndex((b, i) => b !== 0 || i === 3));
      return Buffer.concat([
        control(6, value === 0 ? 0 : trimmed.length),
        value === 0 ? Buffer.alloc(0) : trimmed,
      ]);
    }
    const bytes = Buffer.alloc(8);
    bytes.writeDoubleBE(value);
    return Buffer.concat([control(3, 8), bytes]);
  }
  if (Array.isArray(value)) return Buffer.concat([control(11, value.length), ...value.map(encode)]);
  const entries = Object.entries(value);
  return Buffer.concat([
    control(7, entries.length),
    ...entries.flatMap(([key, item]) => [encode(key), encode(item)]),
  ]);
}

export interface FixtureNetwork {
  /** e.g. "203.0.113.0/24" */
  cidr: string;
  record: Value;
}

type Slot = { node: number } | { data: number } | null;

export function buildMmdb(networks: FixtureNetwork[]): Buffer {
  const nodes: [Slot, Slot][] = [[null, null]];
  const data: Buffer[] = [];
  let dataSize = 0;
  for (const network of networks) {
    const [address = '', bitsText = '32'] = network.cidr.split('/');
    const bits = Number(bitsText);
    const ip = address.split('.').reduce((acc, octet) => acc * 256 + Number(octet), 0);
    const encoded = encode(network.record);
    const offset = dataSize;
    data.push(encoded);
    dataSize += encoded.length;
    let current = 0;
    for (let depth = 0; depth < bits; depth++) {
      const bit = Math.floor(ip / 2 ** (31 - depth)) % 2;
      const node = nodes[current];
      if (!node) throw new Error('broken fixture tree');
      if (depth === bits - 1) {
        node[bit] = { data: offset };
        break;
      }
      const next = node[bit];
      if (next && 'node' in next) {
        current = next.node;
      } else {
        nodes.push([null, null]);
        current = nodes.length - 1;
        node[bit] = { node: current };
      }
    }
  }
  const nodeCount = nodes.length;
  const tree = Buffer.alloc(nodeCount * 6);
  const recordValue = (slot: Slot) =>
    slot === null ? nodeCount : 'node' in slot ? slot.node : nodeCount + 16 + slot.data;
  nodes.forEach(([left, right], index) => {
    tree.writeUIntBE(recordValue(left), index * 6, 3);
    tree.writeUIntBE(recordValue(right), index * 6 + 3, 3);
  });
  const metadata = encode({
    node_count: nodeCount,
    record_size: 24,
    ip_version: 4,
    binary_format_major_version: 2,
    binary_format_minor_version: 0,
    build_epoch: 1_700_000_000,
    database_type: 'Store-Test-City',
    languages: ['en'],
    description: { en: 'test fixture' },
  });
  return Buffer.concat([
    tree,
    Buffer.alloc(16),
    ...data,
    Buffer.from('ABCDEF4D61784D696E642E636F6D', 'hex'),
    metadata,
  ]);
}
