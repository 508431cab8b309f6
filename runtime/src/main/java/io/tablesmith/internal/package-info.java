/**
 * The runtime's side of its contract with generated code; not an API. Nothing here is for
 * hand-written code, and any of it may change in any release without notice.
 *
 * <p>Every type of this package is package-private except the ones listed below, in two groups.
 * {@code GeneratedCodeContractTest} (module {@code tablesmith-examples}) holds the lists to the
 * code: the package's public types are exactly the two groups, generated code (the processor's
 * golden files and the examples' generated sources) names the first group and nothing else of the
 * runtime's internals (named, or reached through what a named type returns or holds), and every type
 * of the first group is one that generated code names or reaches.
 *
 * <h2>For generated code</h2>
 * <ul>
 *   <li>Repositories: {@link io.tablesmith.internal.RepositoryCore} (every read, write, query and
 *       batch; writes go through the one guarded write path), {@link io.tablesmith.internal.AsyncRepositoryCore}
 *       (the same over an async client: the same writes and pages, sent without blocking),
 *       {@link io.tablesmith.internal.UpdateCore}
 *       and {@link io.tablesmith.internal.ItemUpdate} (typed updates),
 *       {@link io.tablesmith.internal.TransactItem} (transactions),
 *       {@link io.tablesmith.internal.StoredForms} (what a write returns).</li>
 *   <li>Entity facts: {@link io.tablesmith.internal.EntityDescriptor} (one constant of each generated
 *       schema: the key templates as {@link io.tablesmith.internal.KeyTemplate}s, the version attribute,
 *       indexes and what a re-index rewrites), {@link io.tablesmith.internal.QueryDescriptor} and
 *       {@link io.tablesmith.internal.NaturalQueryDescriptor} (one constant per query),
 *       {@link io.tablesmith.internal.VectorIndexDescriptor} (one constant per vector index).</li>
 *   <li>Queries: {@link io.tablesmith.internal.QuerySpec}, {@link io.tablesmith.internal.NaturalQuerySpec},
 *       {@link io.tablesmith.internal.SortRange}, {@link io.tablesmith.internal.IndexKeys}.</li>
 *   <li>Codecs and keys: {@link io.tablesmith.internal.ItemWriter}, {@link io.tablesmith.internal.ItemReader},
 *       {@link io.tablesmith.internal.MapWriter}, {@link io.tablesmith.internal.MapReader},
 *       {@link io.tablesmith.internal.Codec}, {@link io.tablesmith.internal.Codecs},
 *       {@link io.tablesmith.internal.RecordCodec}, {@link io.tablesmith.internal.Encoding},
 *       {@link io.tablesmith.internal.ComponentValues}, {@link io.tablesmith.internal.KeyParts},
 *       {@link io.tablesmith.internal.KeyMatch}; {@link io.tablesmith.internal.KeyMismatch} and
 *       {@link io.tablesmith.internal.TextCodec}, which generated code reaches without naming them
 *       ({@code ItemReader.keyMismatch}, {@code Codecs.INSTANT}).</li>
 *   <li>Item collections, queues and changes: {@link io.tablesmith.internal.CollectionReader},
 *       {@link io.tablesmith.internal.PartitionItems}, {@link io.tablesmith.internal.QueueCore},
 *       {@link io.tablesmith.internal.TableChanges}.</li>
 *   <li>The version check: {@link io.tablesmith.internal.RuntimeVersion}.</li>
 * </ul>
 *
 * <h2>For the runtime's own packages</h2>
 * Public only because Java has no access between a package and its siblings: the task packages
 * ({@code io.tablesmith.transaction}, {@code .lock}, {@code .stream}, ...) and the processor, which
 * reads the catalogue of runtime items to prove that no entity's keys reach them. Generated code
 * never names these.
 * <ul>
 *   <li>{@link io.tablesmith.internal.WritePath} and {@link io.tablesmith.internal.Write}: the one
 *       guarded write path, which fenced writes and transactions send through;
 *       {@link io.tablesmith.internal.TransactItems}: a transaction's operations.</li>
 *   <li>{@link io.tablesmith.internal.LockCore}, {@link io.tablesmith.internal.QueueArguments},
 *       {@link io.tablesmith.internal.StreamReader}: the engines of lease locks, the queue's options
 *       and the change-stream consumer.</li>
 *   <li>{@link io.tablesmith.internal.RuntimeItems}: the catalogue of the runtime's own items.</li>
 *   <li>{@link io.tablesmith.internal.Call}, {@link io.tablesmith.internal.Calls} and
 *       {@link io.tablesmith.internal.ObservedRequests}: the call a request belongs to (its access
 *       pattern, options and consumed capacity), and clients given {@code RequestOptions}.</li>
 *   <li>{@link io.tablesmith.internal.PageTokenCodec} and {@link io.tablesmith.internal.ScalarOrder}:
 *       page tokens and DynamoDB's order of values, shared with {@code PageTokens} and the condition
 *       fields.</li>
 * </ul>
 *
 * <h2>One version for processor and runtime</h2>
 * Generated code is written against this package as it is in one release, so
 * {@code tablesmith-processor} and {@code tablesmith-runtime} must be of the same version. Every
 * generated schema and queue checks it once, when its class is initialized
 * ({@link io.tablesmith.internal.RuntimeVersion#require}): on a mismatch the first use fails with an
 * {@code ExceptionInInitializerError} whose cause is a {@link io.tablesmith.TablesmithException}
 * naming the entity, both versions and the fix.
 */
package io.tablesmith.internal;
