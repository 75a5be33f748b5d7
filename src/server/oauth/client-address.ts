/** The client's address as the nearest proxy saw it (the last entry it appended), for per-address limits. */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  return forwarded || request.headers.get('x-real-ip') || 'direct';
}
