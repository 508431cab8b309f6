/**
 * The table of the vector search tests: passages searched within a book and filtered by chapter,
 * and notes in an index of their own. Only LocalDynamoDb serves it (dynalite has no vector indexes).
 */
@Table(description = "Passages and notes with embeddings, for the vector search tests")
package io.tablesmith.it.vector;

import io.tablesmith.Table;
