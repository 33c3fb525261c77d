import { describe, expect, it } from 'vitest';
import { mapTileSource } from './config.ts';

describe('map tile source', () => {
  it('is the origin of MAP_TILE_URL, subdomain placeholders as a wildcard', () => {
    expect(mapTileSource(undefined)).toBe('https://tile.openstreetmap.org');
    expect(mapTileSource('https://{s}.tiles.example.com/{z}/{x}/{y}.png')).toBe(
      'https://*.tiles.example.com',
    );
    expect(() => mapTileSource('ftp://x/{z}')).toThrow(/MAP_TILE_URL/);
  });
});
