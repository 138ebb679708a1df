/*
 * How many neighbourhoods can be added to a picture: beyond a few, it stops being readable. In a file of its own
 * because the search page reads it from the URL on its first render: taken from described-neighbourhoods, it brought
 * that module's describe and SPARQL code (5 chunks, ~4 KB) into every search page's first load, before its heading.
 */
export const EXPANSION_LIMIT = 5;
