/*
 * "Download as SVG" and "Download as PNG" of the picture as it is on screen:
 * the same pan and zoom, the same theme. The PNG is drawn through a canvas from
 * a data: URL, since the production content security policy allows images
 * from 'self' and data: only (a blob: image would be refused).
 */

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The band above the drawing that says what it is. */
const TITLE_HEIGHT = 32;

export interface PictureStyle {
  background: string;
  /** The title's colour. */
  text: string;
  /** What the picture is of: the world, the query, the date. */
  title: string;
}

/**
 * The drawing as a standalone SVG document, sized as shown and on the theme's background, under its title.
 * What only serves the screen (the selection ring, tap targets, focus, roles) is left out.
 */
export function pictureAsSvg(
  svg: SVGSVGElement,
  { background, text, title }: PictureStyle,
): { text: string; width: number; height: number } {
  const rect = svg.getBoundingClientRect();
  const width = Math.round(rect.width);
  const height = Math.round(rect.height) + TITLE_HEIGHT;
  const copy = svg.cloneNode(true) as SVGSVGElement;
  // As a namespace declaration, not a plain attribute, or a serializer may write it twice (invalid XML).
  copy.setAttributeNS('http://www.w3.org/2000/xmlns/', 'xmlns', SVG_NS);
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  copy.setAttribute('viewBox', `0 0 ${width} ${height}`);
  for (const element of copy.querySelectorAll('[data-screen-only]')) element.remove();
  for (const element of [copy, ...copy.querySelectorAll('*')]) {
    for (const name of ['class', 'tabindex', 'role', 'aria-label', 'aria-selected', 'aria-describedby', 'style'])
      element.removeAttribute(name);
  }
  // The drawing moves down under the title; the arrowheads' definitions stay where they are.
  const drawing = document.createElementNS(SVG_NS, 'g');
  drawing.setAttribute('transform', `translate(0,${TITLE_HEIGHT})`);
  for (const child of [...copy.childNodes]) if (child.nodeName !== 'defs') drawing.appendChild(child);
  copy.appendChild(drawing);

  const name = document.createElementNS(SVG_NS, 'title');
  name.textContent = title;
  const backdrop = document.createElementNS(SVG_NS, 'rect');
  backdrop.setAttribute('width', '100%');
  backdrop.setAttribute('height', '100%');
  backdrop.setAttribute('fill', background);
  const heading = document.createElementNS(SVG_NS, 'text');
  heading.setAttribute('x', '12');
  heading.setAttribute('y', String(TITLE_HEIGHT / 2 + 2));
  heading.setAttribute('dominant-baseline', 'central');
  heading.setAttribute('font-family', 'ui-sans-serif, system-ui, sans-serif');
  heading.setAttribute('font-size', '14');
  heading.setAttribute('font-weight', '600');
  heading.setAttribute('fill', text);
  heading.textContent = title;
  copy.insertBefore(heading, copy.firstChild);
  copy.insertBefore(backdrop, copy.firstChild);
  copy.insertBefore(name, copy.firstChild);
  const serialized = `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`;
  return { text: serialized, width, height };
}

/** Draws an SVG document onto a canvas at the screen's pixel density and returns it as PNG. */
export async function svgToPng(svgText: string, width: number, height: number, scale: number): Promise<Blob> {
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgText)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the picture.');
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be made.'))), 'image/png'),
  );
}
