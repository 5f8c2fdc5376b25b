/** The services the home page shows: those named by the home content, in its order. */
export function pickServices<T extends { contentId: string }>(services: readonly T[], ids: readonly string[]): T[] {
  const byId = new Map(services.map((service) => [service.contentId, service]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
