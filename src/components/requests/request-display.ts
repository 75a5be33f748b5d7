import type { RequestView } from '@/server/domains/requests';

/**
 * A request as `RequestDetails` shows it, for the customer's page and the staff desk alike: dates as text and each
 * photo by its protected address (a Server Component hands it to the client component).
 */
export function requestForDisplay<T extends RequestView>(request: T) {
  return {
    ...request,
    createdAt: request.createdAt.toISOString(),
    events: request.events.map((event) => ({ ...event, createdAt: event.createdAt.toISOString() })),
    attachments: request.attachments.map((photo) => ({
      id: String(photo.id),
      name: photo.originalName,
      url: `/api/requests/${request.publicId}/attachments/${photo.id}`,
    })),
  };
}
