/**
 * The table of the change-stream tests: a versioned entity with a sparse index and a time to live,
 * an unversioned one for batch writes, and a queue, so that every write path of the library has
 * something to write.
 */
@Table(description = "Accounts and their ledger entries, for the change-stream tests")
package io.tablesmith.it.changes;

import io.tablesmith.Table;
