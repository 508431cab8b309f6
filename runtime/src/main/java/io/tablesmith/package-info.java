/**
 * Tablesmith's public API: the annotations a record declares its table with, and the types the
 * generated repositories take and return. The API is grouped by task; this package holds the core
 * every entity uses, each task its own package.
 *
 * <h2>This package</h2>
 * <ul>
 *   <li>Annotations on records: {@link io.tablesmith.Entity}, {@link io.tablesmith.Key},
 *       {@link io.tablesmith.Gsi}, {@link io.tablesmith.NaturalIndex}, {@link io.tablesmith.Attribute},
 *       {@link io.tablesmith.Version}, {@link io.tablesmith.Ttl}, {@link io.tablesmith.Compressed},
 *       {@link io.tablesmith.Convert}, {@link io.tablesmith.DefaultValue}, {@link io.tablesmith.Transition},
 *       {@link io.tablesmith.ItemCollection}, {@link io.tablesmith.QueueMessage} and, on a package,
 *       {@link io.tablesmith.Table}. The processor ({@code tablesmith-processor}) turns them into
 *       {@code <Name>Keys}, {@code <Name>Schema}, {@code <Name>Repository}, {@code <Name>Update},
 *       {@code <Name>Conditions} and one {@code TablesmithTable} per table, in the record's package.</li>
 *   <li>Items and keys: {@link io.tablesmith.EntitySchema}, {@link io.tablesmith.ItemKey},
 *       {@link io.tablesmith.AttributeConverter}, {@link io.tablesmith.TableCheck}.</li>
 *   <li>Reading: {@link io.tablesmith.PageRequest}, {@link io.tablesmith.Page},
 *       {@link io.tablesmith.PageTokens}; writing many: {@link io.tablesmith.BatchOptions}.</li>
 *   <li>Failures: every exception extends {@link io.tablesmith.TablesmithException} (unchecked) and
 *       names the entity, the key and what was expected. The failures of reads and writes are here;
 *       each task package holds its own.</li>
 * </ul>
 *
 * <h2>The task packages</h2>
 * <ul>
 *   <li>{@link io.tablesmith.condition}: typed conditions on the stored item.</li>
 *   <li>{@link io.tablesmith.transaction}: all-or-nothing writes and consistent reads across
 *       repositories.</li>
 *   <li>{@link io.tablesmith.stream}: a table's changes as typed records, and a consumer of its
 *       stream.</li>
 *   <li>{@link io.tablesmith.queue}: what generated queues take and return.</li>
 *   <li>{@link io.tablesmith.lock}: lease locks with fencing tokens, and fenced writes.</li>
 *   <li>{@link io.tablesmith.reindex}: rewriting stored items for indexes added later.</li>
 * </ul>
 *
 * <p>No two types of these packages share a simple name, nor share one with a type of
 * {@code java.util}, so wildcard imports of any of them never clash. These packages are the API
 * that the version policy in {@code CHANGELOG.md} covers. {@code io.tablesmith.internal} is the
 * runtime's side of its contract with generated code, not an API.
 */
package io.tablesmith;
