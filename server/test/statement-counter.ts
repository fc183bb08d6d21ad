import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/** The first table a statement names (its target, or its first FROM), to read which statements a call ran. */
function firstTable(node: RootOperationNode): string {
  const found = /"TableNode","table":\{"kind":"SchemableIdentifierNode","identifier":\{"kind":"IdentifierNode","name":"([^"]+)"/.exec(
    JSON.stringify(node),
  );
  return found?.[1] ?? '-';
}

/**
 * Counts the SQL statements the app runs through Kysely (issue 25: statements per write), on SQLite and PostgreSQL
 * alike. A statement counts when its result comes back, so subqueries built on the database (which pass through
 * transformQuery too) do not; nor do a transaction's BEGIN and COMMIT (two more round trips on PostgreSQL, the same
 * for every write).
 */
export class StatementCounter implements KyselyPlugin {
  readonly statements: string[] = [];
  readonly #built = new WeakMap<QueryId, string>();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.#built.set(args.queryId, `${args.node.kind.replace('QueryNode', '')} ${firstTable(args.node)}`);
    return args.node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.statements.push(this.#built.get(args.queryId) ?? 'raw');
    return Promise.resolve(args.result);
  }

  /** The statements `run` made, as kind and first table ('Select surveys', 'Insert activity_log', …). */
  async during(run: () => Promise<unknown>): Promise<string[]> {
    this.statements.length = 0;
    await run();
    return this.statements.splice(0);
  }
}
