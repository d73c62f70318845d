import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_BOM } from './csv-records';
import {
  CSV_COLUMNS,
  csvHeader,
  csvLines,
  escapeCell,
  itemRow,
  parseTransferCsv,
  seasonRow,
  seasonWatchRow,
  unescapeCell,
  viewingRow,
  type TransferItem,
  type TransferSeason,
} from './csv-format';

const item: TransferItem = {
  tmdbId: 238,
  mediaType: 'movie',
  title: 'The Godfather, Part "One"',
  year: 1972,
  overview: 'A family.\nAn empire.',
  genres: ['Drama', 'Crime'],
  director: 'Francis Ford Coppola',
  creator: null,
  mainStars: ['Marlon Brando', 'Al Pacino'],
  runtime: 175,
  imdbId: 'tt0068646',
  imdbRating: 9.2,
  imdbVotes: 2100000,
  tmdbRating: 8.7,
  tmdbVoteCount: 21000,
  rottenTomatoesRating: 97,
  metacriticRating: 100,
  posterPath: '/3bhkrj58Vtu7enYsRolD1fZdja1.jpg',
  backdropPath: null,
  logoPath: null,
  releaseDate: '1972-03-14',
  voteAverage: 8.7,
  ownership: 'together',
  status: 'watched',
  userRating: 'up',
  finishedDate: '2026-02-01T20:00:00.000Z',
  notes: '=HYPERLINK("http://evil")',
  dateAdded: '2026-01-01T10:00:00.000Z',
  dateStarted: null,
  dateFinished: '2026-02-01T20:00:00.000Z',
  reactedAt: '2026-02-01T21:00:00.000Z',
  updatedAt: '2026-02-01T21:00:00.000Z',
  metadataRefreshedAt: null,
};

const season: TransferSeason = {
  seasonNumber: 0,
  name: 'Specials',
  status: 'rewatch',
  posterPath: null,
  episodeCount: 3,
  airDate: '2010-01-01',
  overview: '',
  episodeBookmark: 2,
  updatedAt: '2026-01-02T00:00:00.000Z',
};

function file(rows: Parameters<typeof csvLines>[0]): string {
  return csvHeader() + csvLines(rows);
}

describe('cells a spreadsheet would run are escaped, and restored', () => {
  it.each(['=1+1', '+31 6 1234', '-3', '@SUM(A1)', '\tx', '\rx', "'quoted", "''"])('%j', (value) => {
    expect(escapeCell(value)).toBe(`'${value}`);
    expect(unescapeCell(escapeCell(value))).toBe(value);
  });

  it('leaves ordinary cells alone', () => {
    for (const value of ['', 'Drama', '1972', "O'Brien", ' =space first'])
      expect(escapeCell(value)).toBe(value);
  });
});

describe('writing', () => {
  it('starts with a byte-order mark and the header of every column', () => {
    const header = csvHeader();
    expect(header.startsWith(CSV_BOM)).toBe(true);
    expect(header.slice(1)).toBe(`${CSV_COLUMNS.join(',')}\r\n`);
  });

  it('quotes commas, quotes and line breaks as RFC 4180 says, one CRLF-ended record per row', () => {
    const lines = csvLines([itemRow(item)]);
    expect(lines.endsWith('\r\n')).toBe(true);
    expect(lines).toContain('"The Godfather, Part ""One"""');
    expect(lines).toContain('"A family.\nAn empire."');
    expect(lines).toContain('"[""Drama"",""Crime""]"');
    expect(lines).toContain(`"'=HYPERLINK(""http://evil"")"`);
    const parsed = Papa.parse<string[]>(lines.trimEnd(), { delimiter: ',' });
    expect(parsed.data).toHaveLength(1);
    expect(parsed.data[0]).toHaveLength(CSV_COLUMNS.length);
  });
});

describe('reading what was written', () => {
  it('gives back every column of every kind of row exactly', () => {
    const watch = {
      seasonNumber: 0,
      rewatchIndex: 1,
      lastFinishedAt: '2026-03-01T10:00:00.000Z',
      createdAt: '2026-03-01T10:00:00.000Z',
    };
    const viewing = {
      watchedDate: '2026-02-01',
      viewer: 'person2' as const,
      userRating: null,
      notes: '-great-',
      createdAt: '2026-02-01T22:00:00.000Z',
      updatedAt: '2026-02-02T08:00:00.000Z',
    };
    const { rows, errors } = parseTransferCsv(
      file([
        itemRow(item),
        itemRow({
          ...item,
          tmdbId: 1396,
          mediaType: 'tv',
          title: 'Breaking Bad',
          director: null,
          creator: 'V. Gilligan',
        }),
        seasonRow(1396, season),
        seasonWatchRow(1396, watch),
        viewingRow(238, 'movie', viewing),
      ]),
    );
    expect(errors).toEqual([]);
    expect(rows.map((row) => [row.kind, row.line])).toEqual([
      ['item', 2],
      ['item', 4],
      ['season', 6],
      ['season_watch', 7],
      ['viewing', 8],
    ]);
    expect(rows[0]).toEqual({ kind: 'item', line: 2, item });
    expect(rows[2]).toEqual({ kind: 'season', line: 6, tmdbId: 1396, season });
    expect(rows[3]).toEqual({ kind: 'season_watch', line: 7, tmdbId: 1396, watch });
    expect(rows[4]).toEqual({ kind: 'viewing', line: 8, tmdbId: 238, mediaType: 'movie', viewing });
  });

  it('accepts a minimal file: an id, a type and a title, with LF line ends and no BOM', () => {
    const { rows, errors } = parseTransferCsv(
      'type,tmdbId,title\nmovie,603,The Matrix\ntv,1399,Game of Thrones',
    );
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      { kind: 'item', line: 2, item: { tmdbId: 603, mediaType: 'movie', title: 'The Matrix' } },
      { kind: 'item', line: 3, item: { tmdbId: 1399, mediaType: 'tv', title: 'Game of Thrones' } },
    ]);
  });

  it('reads a season row of a file from before the episodeBookmark column without one, and 0 as none', () => {
    const before = parseTransferCsv(
      'type,tmdbId,title,seasonNumber,status\ntv,1399,Game of Thrones,,\nseason,1399,,1,watching',
    );
    expect(before.errors).toEqual([]);
    expect(before.rows[1]).toEqual({
      kind: 'season',
      line: 3,
      tmdbId: 1399,
      season: { seasonNumber: 1, status: 'watching' },
    });
    const zero = parseTransferCsv(
      'type,tmdbId,seasonNumber,episodeBookmark\nseason,1399,1,0\nseason,1399,2,x',
    );
    expect(zero.rows[0]).toMatchObject({ season: { seasonNumber: 1, episodeBookmark: null } });
    expect(zero.errors).toEqual([{ row: 3, error: 'episodeBookmark must be a whole number' }]);
  });

  it('reports each bad row by its line in the file, and keeps the good ones', () => {
    const csv = [
      'type,tmdbId,mediaType,title,year,status,genres,watchedDate,viewer,seasonNumber',
      'movie,1,,"Two',
      'lines",1999,,,,,',
      'film,2,,Bad type,,,,,,',
      'movie,x,,Bad id,,,,,,',
      'movie,3,,,,,,,,',
      '',
      'movie,4,,Bad year,19.5,,,,,',
      'movie,5,,Bad status,,done,,,,',
      'movie,6,,Bad genres,,,Drama,,,',
      'viewing,1,movie,,,,,yesterday,both,',
      'viewing,1,movie,,,,,2026-01-01,everyone,',
      'season,1,tv,,,,,,,',
      'movie,7,,Fine,2001,to_watch,"[""Drama""]",,,',
    ].join('\n');
    const { rows, errors } = parseTransferCsv(csv);
    expect(rows.map((row) => row.line)).toEqual([2, 14]);
    expect(errors).toEqual([
      { row: 4, error: 'type must be one of movie, tv, season, season_watch or viewing (found "film")' },
      { row: 5, error: 'tmdbId must be a whole number' },
      { row: 6, error: 'title is required' },
      { row: 8, error: 'year must be a whole number' },
      { row: 9, error: 'status must be one of to_watch, watching or watched' },
      { row: 10, error: 'genres must be a JSON list of text, like ["Drama","Crime"]' },
      { row: 11, error: 'watchedDate must be a date' },
      { row: 12, error: 'viewer must be one of person1, person2 or both' },
      { row: 13, error: 'seasonNumber is required' },
    ]);
  });

  it('says what is wrong with a file it cannot use at all', () => {
    expect(parseTransferCsv('').errors).toEqual([
      { row: 1, error: 'The file is empty: it needs a header line' },
    ]);
    expect(parseTransferCsv('Title,Year\nAlien,1979').errors).toEqual([
      { row: 1, error: 'The header has no type or tmdbId column' },
    ]);
  });
});
