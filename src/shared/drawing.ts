/**
 * A picture drawn as SVG (the demo catalogue's parts and diagrams): it scales itself, and Next's image optimiser
 * refuses to convert it, so it is always served as it is.
 */
export const isDrawing = (src: string) => src.endsWith('.svg');
