import { describe, expect, it } from 'vitest';
import { cityCookies } from './city-cookies.ts';

describe('location cookies', () => {
  it('hold the name, the confirmed flag and both kinds of ids for a year', () => {
    const lines = cityCookies({
      name: 'Москва',
      kladrId: '7700000000000',
      fiasId: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
      regionKladrId: '7700000000000',
      regionFiasId: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
      regionTitle: 'Москва',
    });
    expect(lines.map((line) => line.split('=')[0])).toEqual([
      'city_name',
      'city_kladr_id',
      'city_fias_id',
      'region_kladr_id',
      'region_fias_id',
      'region_title',
      'city_confirmed',
    ]);
    expect(lines[0]).toMatch(
      /^city_name=%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0; Max-Age=31536000; Path=\//,
    );
    expect(lines[6]).toMatch(/^city_confirmed=1;/);
  });
});
