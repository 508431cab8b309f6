/**
 * Tablesmith's public API: the annotations a record declares its table with, and the types the
 * generated repositories take and return.
 *
 * <h2>Entry points</h2>
 * <ul>
 *   <li>Annotations on records: {@link io.tablesmith.Entity}, {@link io.tablesmith.Key},
 *       {@link io.tablesmith.Gsi}, {@link io.tablesmith.NaturalIndex}, {@link io.tablesmith.Attribute},
 *       {@link io.tablesmith.Version}, {@link io.tablesmith.Ttl}, {@link io.tablesmith.Compressed},
 *       {@link io.tablesmith.Convert}, {@link io.tablesmith.DefaultValue}, {@link io.tablesmith.Transition},
 *       {@link io.tablesmith.ItemCollection}, {@link io.tablesmith.QueueMessage} and, on a package,
 *       {@link io.tablesmith.Table}. The processor ({@code tablesmith-processor}) turns them into
 *       {@code <Name>Keys}, {@code <Name>Schema}, {@code <Name>Repository}, {@code <Name>Update},
 *       {@code <Name>Conditions} and one {@code TablesmithTable} per table, in the record's package.</li>
 *   <li>Reading: {@link io.tablesmith.PageRequest}, {@link io.tablesmith.Page}, {@link io.tablesmith.PageTokens}.</li>
 *   <li>Writing across entities: {@link io.tablesmith.Transaction}, {@link io.tablesmith.BatchOptions},
 *       {@link io.tablesmith.LeaseLocks}, {@link io.tablesmith.FencedWrites}.</li>
 *   <li>Failures: every exception extends {@link io.tablesmith.TablesmithException} (unchecked) and
 *       names the entity, the key and what was expected.</li>
 * </ul>
 *
 * <p>This package is the API that the version policy in {@code CHANGELOG.md} covers. Helpers that
 * only generated code calls live in {@code io.tablesmith.internal}.
 */
package io.tablesmith;
