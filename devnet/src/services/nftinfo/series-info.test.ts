import { parseSeriesList, pickFields, seriesInfo } from './series-info';

const instances = [
  { _id: 1, properties: { artSeries: 'lumina_0', edition: 1 } },
  { _id: 2, properties: { artSeries: 'lumina_0', edition: 2 } },
  { _id: 3, properties: { artSeries: '<script>alert(1)</script>', nsfw: true, name: 'Night' } },
  { _id: 4, properties: {} },
];

describe('seriesInfo', () => {
  const infos = seriesInfo(instances, 'artSeries', 'nftshowroom', (s) => `img:${encodeURIComponent(s)}`);

  it('gives one entry per series with its edition count', () => {
    expect(infos).toEqual([
      { series: 'lumina_0', name: 'lumina_0', image: 'img:lumina_0', nsfw: false, creator: 'nftshowroom', editions: 2 },
      {
        series: '<script>alert(1)</script>',
        name: 'Night',
        image: 'img:%3Cscript%3Ealert(1)%3C%2Fscript%3E',
        nsfw: true,
        creator: 'nftshowroom',
        editions: 1,
      },
    ]);
  });

  it('keeps only picked fields, always with the series', () => {
    expect(pickFields(infos, ['name'])).toEqual([
      { series: 'lumina_0', name: 'lumina_0' },
      { series: '<script>alert(1)</script>', name: 'Night' },
    ]);
    expect(pickFields(infos, undefined)).toBe(infos);
  });
});

describe('parseSeriesList', () => {
  it('accepts a string or a list of strings', () => {
    expect(parseSeriesList('a')).toEqual(['a']);
    expect(parseSeriesList(['a', 'b'])).toEqual(['a', 'b']);
  });

  it.each([[undefined], [[]], [[1]], [['']], [Array.from({ length: 101 }, () => 'x')]])('refuses %j', (value) => {
    expect(parseSeriesList(value)).toBeNull();
  });
});
