import { describe, expect, it } from 'vitest';
import { GENRE_COLORS } from '#domain/rules/genre-colors';
import { drawBackdrop, drawLogo, drawPlaceholder, drawPoster, escapeXml } from './artwork';

const subject = { id: 42, title: 'The <Lantern> & "Keeper"', year: 2021, genres: ['Comedy', 'Drama'] };

describe('offline artwork', () => {
  it('escapes every piece of text', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
    for (const svg of [drawPoster({ ...subject, label: '<b>' }), drawBackdrop(subject), drawLogo(subject)]) {
      expect(svg).not.toContain('<Lantern>');
      expect(svg).not.toContain('<b>');
      expect(svg).toContain('&lt;Lantern&gt;');
    }
  });

  it('draws a 2:3 poster and a 16:9 backdrop on the colour of the first genre, and a transparent logo', () => {
    const poster = drawPoster(subject);
    expect(poster).toContain('viewBox="0 0 400 600"');
    expect(poster).toContain('2021 · COMEDY · DRAMA');
    // The gradient runs from a lightened to a darkened Comedy orange.
    expect(GENRE_COLORS.Comedy).toBe('#f97316');
    expect(poster).toMatch(/stop-color="#f[89a-f][0-9a-f]{4}"/);
    expect(drawBackdrop(subject)).toContain('viewBox="0 0 1280 720"');
    const logo = drawLogo(subject);
    expect(logo).not.toContain('<rect');
    expect(logo).toContain('fill="#ffffff"');
  });

  it('sets a long single word smaller rather than breaking it', () => {
    const poster = drawPoster({ ...subject, title: 'Interstellar' });
    expect(poster).toContain('>Interstellar</text>');
  });

  it('keeps a very long title to a few lines, cut with an ellipsis', () => {
    const title = Array.from({ length: 40 }, (_, i) => `Word${i}`).join(' ');
    const poster = drawPoster({ ...subject, title });
    // Four title lines at most, under the caption line.
    expect(poster.match(/<text x="32"/g)?.length).toBeLessThanOrEqual(5);
    expect(poster).toContain('…');
  });

  it('draws the same art for the same title, and a calm placeholder without text', () => {
    expect(drawPoster(subject)).toBe(drawPoster(subject));
    expect(drawPoster(subject)).not.toBe(drawPoster({ ...subject, id: 43 }));
    const placeholder = drawPlaceholder();
    expect(placeholder).toContain('preserveAspectRatio="xMidYMid slice"');
    expect(placeholder).not.toMatch(/<text/);
  });
});
