import { pictureAsSvg } from './export-picture';

const SVG_NS = 'http://www.w3.org/2000/svg';

function drawing() {
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.innerHTML = `<defs><marker id="arrow"></marker></defs>
    <g transform="translate(10,10) scale(1)">
      <g role="option" aria-selected="true" aria-label="Moon" tabindex="0" class="cursor-pointer">
        <circle data-screen-only="" r="15" stroke="#d97706"></circle>
        <circle r="9" fill="#e0e7ff"></circle>
        <circle data-screen-only="" r="12" fill="transparent"></circle>
        <text>Moon</text>
      </g>
    </g>`;
  document.body.append(svg);
  return svg;
}

describe('pictureAsSvg()', () => {
  it('leaves out the selection ring and tap targets, and is titled with what it shows', () => {
    const { text } = pictureAsSvg(drawing(), {
      background: '#ffffff',
      text: '#0f172a',
      title: 'Solar System: search “moon”, rows 1–10, 2025-05-14',
    });
    const file = new DOMParser().parseFromString(text, 'image/svg+xml');
    expect(file.querySelectorAll('circle')).toHaveLength(1);
    expect(file.querySelector('[data-screen-only], [role], [tabindex], [aria-label]')).toBeNull();
    expect(file.querySelector('svg > title')?.textContent).toBe('Solar System: search “moon”, rows 1–10, 2025-05-14');
    expect([...file.querySelectorAll('svg > text')].map((element) => element.textContent)).toEqual([
      'Solar System: search “moon”, rows 1–10, 2025-05-14',
    ]);
    // The drawing sits under the title, and still finds its arrowheads.
    expect(file.querySelector('svg > defs > marker#arrow')).not.toBeNull();
    expect(file.querySelector('svg > g[transform="translate(0,32)"] text')?.textContent).toBe('Moon');
  });
});
