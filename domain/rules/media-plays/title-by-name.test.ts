import { describe, expect, it } from 'vitest';
import { movieByName, seriesByName } from './title-by-name';

describe('a movie by its name and year', () => {
  const movies = [
    { tmdbId: 1, name: 'Amélie', year: 2001 },
    { tmdbId: 2, name: 'Dune', year: 1984 },
    { tmdbId: 3, name: 'Dune', year: 2021 },
    { tmdbId: 4, name: 'Solaris', year: null },
  ];

  it('matches the name in any case, with or without accents and punctuation', () => {
    expect(movieByName(movies, 'AMELIE', 2001)).toBe(1);
    expect(movieByName(movies, 'amélie!', null)).toBe(1);
  });

  it('tells movies of one name apart by their year, and matches none of another year', () => {
    expect(movieByName(movies, 'Dune', 2021)).toBe(3);
    expect(movieByName(movies, 'Dune', 1984)).toBe(2);
    expect(movieByName(movies, 'Amélie', 2002)).toBeNull();
  });

  it('takes a missing year as unknown, and two that still fit as no match', () => {
    expect(movieByName(movies, 'Solaris', 1972)).toBe(4);
    expect(movieByName(movies, 'Dune', null)).toBeNull();
    expect(movieByName(movies, 'Heat', 1995)).toBeNull();
    expect(movieByName(movies, '!!', null)).toBeNull();
  });
});

describe('a series by its name and an episode’s year', () => {
  const series = [
    { tmdbId: 10, name: 'Bluey', year: 2018 },
    { tmdbId: 20, name: 'Doctor Who', year: 1963 },
    { tmdbId: 21, name: 'Doctor Who', year: 2005 },
    { tmdbId: 22, name: 'Doctor Who', year: 2023 },
    { tmdbId: 30, name: '长风渡', year: 2023 },
    { tmdbId: 40, name: 'Severance', year: null },
  ];

  it('matches the one series of that name whatever year its episode aired', () => {
    expect(seriesByName(series, 'BLUEY', 2021)).toBe(10);
    expect(seriesByName(series, 'bluey', null)).toBe(10);
    expect(seriesByName(series, '长风渡', 2023)).toBe(30);
    expect(seriesByName(series, 'Severance', 2022)).toBe(40);
  });

  it('among series of one name, takes the one begun that year, else the latest begun before', () => {
    expect(seriesByName(series, 'Doctor Who', 2023)).toBe(22);
    expect(seriesByName(series, 'Doctor Who', 2010)).toBe(21);
    expect(seriesByName(series, 'Doctor Who', 1970)).toBe(20);
  });

  it('matches none when the year cannot tell them apart, or no series has the name', () => {
    expect(seriesByName(series, 'Doctor Who', null)).toBeNull();
    expect(seriesByName(series, 'Doctor Who', 1950)).toBeNull();
    expect(seriesByName(series, 'Bluey Shorts', 2021)).toBeNull();
  });
});
