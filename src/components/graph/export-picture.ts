/*
 * "Download as SVG" and "Download as PNG" of the picture as it is on screen:
 * the same pan and zoom, the same theme. The PNG is drawn through a canvas from
 * a data: URL, since the production content security policy allows images
 * from 'self' and data: only (a blob: image would be refused).
 */

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The drawing as a standalone SVG document, sized as shown and on the theme's background. */
export function pictureAsSvg(svg: SVGSVGElement, background: string): { text: string; width: number; height: number } {
  const { width, height } = svg.getBoundingClientRect();
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', SVG_NS);
  copy.setAttribute('width', String(Math.round(width)));
  copy.setAttribute('height', String(Math.round(height)));
  copy.setAttribute('viewBox', `0 0 ${Math.round(width)} ${Math.round(height)}`);
  // What only makes sense inside the page (focus, roles, classes) does not belong in a file.
  for (const element of [copy, ...copy.querySelectorAll('*')]) {
    for (const name of ['class', 'tabindex', 'role', 'aria-label', 'aria-selected', 'aria-describedby', 'style'])
      element.removeAttribute(name);
  }
  const backdrop = document.createElementNS(SVG_NS, 'rect');
  backdrop.setAttribute('width', '100%');
  backdrop.setAttribute('height', '100%');
  backdrop.setAttribute('fill', background);
  copy.insertBefore(backdrop, copy.firstChild);
  const text = `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`;
  return { text, width: Math.round(width), height: Math.round(height) };
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
