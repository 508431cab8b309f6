/**
 * A library's table, for the data-safety guarantees: entities whose keys can meet at run time
 * (a {@link io.tablesmith.it.library.Card} of kind {@code PROFILE} has the key of a
 * {@link io.tablesmith.it.library.Member}), literal sort key prefixes that overlap
 * ({@code LOAN#} and {@code LOAN#RENEWAL#}), composite sort keys with string components,
 * bounded counters, validating constructors, number sets and compressed text.
 */
package io.tablesmith.it.library;
