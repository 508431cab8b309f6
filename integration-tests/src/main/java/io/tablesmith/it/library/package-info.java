/**
 * A library's table, for the data-safety guarantees: entities sharing a partition
 * ({@link io.tablesmith.it.library.Member} and its {@link io.tablesmith.it.library.Card}s), literal
 * sort key prefixes that overlap ({@code LOAN#} and {@code LOAN#RENEWAL#}), composite sort keys with
 * string components, bounded counters, validating constructors, number sets and compressed text.
 *
 * <p>The package is declared a table of its own ({@code @Table}), so its entities are checked among
 * themselves only: {@link io.tablesmith.it.library.Member} stores its tier as a string in "tier",
 * which the natural indexes of package {@code natural} key on as a number.
 */
@Table(description = "A library: members and their cards, loans and renewals, reading-room slots, documents, gauges and holds.")
package io.tablesmith.it.library;

import io.tablesmith.Table;
