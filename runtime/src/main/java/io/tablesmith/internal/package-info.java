/**
 * Helpers that generated code calls; not an API. Nothing here is for hand-written code, and any
 * of it may change in any release without notice.
 *
 * <h2>Entry points (for generated code only)</h2>
 * <ul>
 *   <li>Repositories: {@link io.tablesmith.internal.RepositoryCore} (every read, write, query and
 *       batch; writes go through the one guarded write path), {@link io.tablesmith.internal.UpdateCore}
 *       and {@link io.tablesmith.internal.ItemUpdate} (typed updates),
 *       {@link io.tablesmith.internal.TransactItem} (transactions).</li>
 *   <li>Entity facts: {@link io.tablesmith.internal.EntityDescriptor} (one constant of each generated
 *       schema: the key templates as {@link io.tablesmith.internal.KeyTemplate}s, the version attribute,
 *       indexes and what a re-index rewrites), {@link io.tablesmith.internal.QueryDescriptor} and
 *       {@link io.tablesmith.internal.NaturalQueryDescriptor} (one constant per query).</li>
 *   <li>Queries: {@link io.tablesmith.internal.QuerySpec} and {@link io.tablesmith.internal.NaturalQuerySpec},
 *       both a {@link io.tablesmith.internal.KeyQuery} that one query runner pages and streams;
 *       {@link io.tablesmith.internal.SortRange}.</li>
 *   <li>Codecs: {@link io.tablesmith.internal.ItemWriter}, {@link io.tablesmith.internal.ItemReader},
 *       {@link io.tablesmith.internal.MapWriter}, {@link io.tablesmith.internal.MapReader},
 *       {@link io.tablesmith.internal.Codec}, {@link io.tablesmith.internal.Codecs},
 *       {@link io.tablesmith.internal.RecordCodec}, {@link io.tablesmith.internal.Encoding},
 *       {@link io.tablesmith.internal.KeyParts}, {@link io.tablesmith.internal.KeyMatch},
 *       {@link io.tablesmith.internal.IndexKeys}.</li>
 *   <li>Collections and queues: {@link io.tablesmith.internal.CollectionReader},
 *       {@link io.tablesmith.internal.PartitionItems}, {@link io.tablesmith.internal.QueueCore}.</li>
 * </ul>
 *
 * <h2>One version for processor and runtime</h2>
 * Generated code is written against this package as it is in one release, so
 * {@code tablesmith-processor} and {@code tablesmith-runtime} must be of the same version. Every
 * generated schema checks it once, when its class is initialized
 * ({@link io.tablesmith.internal.RuntimeVersion#require}): on a mismatch the first use of the
 * schema fails with an {@code ExceptionInInitializerError} whose cause is a
 * {@link io.tablesmith.TablesmithException} naming the entity, both versions and the fix.
 */
package io.tablesmith.internal;
