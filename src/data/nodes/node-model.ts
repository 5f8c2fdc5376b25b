// The part of Gatsby's nodeModel (a resolver's context.nodeModel) the custom query fields use; Gatsby's
// own typings do not export it.
export type NodeEntry = Record<string, unknown>;

export interface NodeModel {
  findAll(
    args: { type: string; query: object },
    dependencies?: { connectionType?: string; track?: boolean },
  ): Promise<{ entries: Iterable<NodeEntry> }>;
  trackPageDependencies(result: NodeEntry[]): unknown;
}
