/**
 * What a generated {@code reindex(...)} takes and returns: it rewrites an entity's stored items so
 * that indexes added or changed later cover them, in parallel scan segments, resumable.
 *
 * <ul>
 *   <li>{@link io.tablesmith.reindex.ReindexOptions}: segments, share, rate, resume point,
 *       progress.</li>
 *   <li>{@link io.tablesmith.reindex.ReindexReport} and {@link io.tablesmith.reindex.ReindexCheckpoint}:
 *       what it did and where it stopped; {@link io.tablesmith.reindex.ReindexFailedException} when
 *       it could not go on.</li>
 * </ul>
 *
 * <p>See {@code docs/evolution.md}.
 */
package io.tablesmith.reindex;
