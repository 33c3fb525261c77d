import type { SeedImage } from '../seed/content.ts';

/** Natural size of each kind of picture; requests scale it keeping the aspect ratio. */
export const IMAGE_SIZES: Record<SeedImage['kind'], { width: number; height: number }> = {
  slide: { width: 1515, height: 420 },
  banner: { width: 740, height: 300 },
  category: { width: 300, height: 300 },
  seller: { width: 240, height: 120 },
  product: { width: 800, height: 800 },
  promo: { width: 740, height: 300 },
};

const GLYPHS: Record<string, string> = {
  drill:
    '<path d="M20 38h46a10 10 0 0 1 10 10v4a10 10 0 0 1-10 10H50l-6 26H30l4-26h-14z"/><rect x="76" y="45" width="20" height="10" rx="2"/>',
  wrench:
    '<path d="M70 18a18 18 0 0 0-17 24L22 73a7 7 0 0 0 10 10l31-31a18 18 0 0 0 24-17l-11 6-9-5-1-10z"/>',
  ruler:
    '<rect x="12" y="40" width="76" height="22" rx="3"/><path d="M22 40v8M32 40v12M42 40v8M52 40v12M62 40v8M72 40v12" stroke="#0003" stroke-width="3"/>',
  leaf: '<path d="M20 80C20 40 50 18 86 16c-2 36-24 66-62 66z"/><path d="M24 78 70 32" stroke="#0003" stroke-width="4"/>',
  gauge: '<circle cx="50" cy="52" r="32"/><path d="M50 52 68 34" stroke="#0005" stroke-width="6"/>',
  bolt: '<path d="M56 10 24 58h22l-6 34 34-50H52z"/>',
  screw: '<rect x="30" y="14" width="40" height="14" rx="3"/><path d="M42 28h16v46l-8 14-8-14z"/>',
  shield: '<path d="M50 12 84 24v24c0 22-14 36-34 44C30 84 16 70 16 48V24z"/>',
  car: '<path d="M14 60l8-20h56l8 20v16H14z"/><circle cx="30" cy="78" r="8"/><circle cx="70" cy="78" r="8"/>',
  box: '<rect x="18" y="30" width="64" height="50" rx="4"/><path d="M18 44h64" stroke="#0003" stroke-width="4"/>',
  truck:
    '<rect x="8" y="34" width="52" height="34" rx="3"/><path d="M60 44h18l12 14v10H60z"/><circle cx="26" cy="72" r="8"/><circle cx="74" cy="72" r="8"/>',
  doc: '<path d="M26 12h34l16 16v60H26z"/><path d="M34 44h32M34 56h32M34 68h20" stroke="#0003" stroke-width="4"/>',
  store: '<path d="M14 40l8-22h56l8 22z"/><rect x="20" y="40" width="60" height="40"/>',
};

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Wraps a long title into at most `max` lines of about `width` characters. */
function wrap(text: string, width: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width && line) {
      lines.push(line);
      line = word;
    } else line = `${line} ${word}`.trim();
  }
  if (line) lines.push(line);
  return lines.slice(0, max);
}

/** Generated artwork for an image: a gradient in the market's colours, a tool glyph and the title. */
export function artworkSvg(image: SeedImage): string {
  const { width, height } = IMAGE_SIZES[image.kind];
  const glyph = GLYPHS[image.glyph] ?? GLYPHS.box;
  const from = `hsl(${image.hue} 70% 52%)`;
  const to = `hsl(${image.accent} 55% 28%)`;
  const wide = width / height > 1.6;
  const glyphSize = wide ? height * 0.7 : Math.min(width, height) * 0.55;
  const glyphX = wide ? width - glyphSize - height * 0.15 : (width - glyphSize) / 2;
  const glyphY = wide ? (height - glyphSize) / 2 : height * 0.12;
  const showText = image.kind === 'slide' || image.kind === 'banner' || image.kind === 'promo';
  const fontSize = image.kind === 'slide' ? 46 : 30;
  const text = showText
    ? wrap(image.title, image.kind === 'slide' ? 34 : 26, 3)
        .map(
          (l, i) =>
            `<text x="${height * 0.18}" y="${height * 0.3 + i * fontSize * 1.25}" font-size="${fontSize}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" fill="#fff">${escapeXml(l)}</text>`,
        )
        .join('')
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${width * 0.85}" cy="${height * 0.1}" r="${height * 0.6}" fill="#ffffff14"/>
<g transform="translate(${glyphX} ${glyphY}) scale(${glyphSize / 100})" fill="#ffffffdd">${glyph}</g>
${text}
</svg>`;
}
