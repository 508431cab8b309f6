package io.tablesmith.local.internal.vector;

import io.tablesmith.local.internal.Errors;
import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.CreateVectorIndexAction;
import software.amazon.awssdk.services.dynamodb.model.VectorIndex;
import software.amazon.awssdk.services.dynamodb.model.VectorIndexUpdate;

/**
 * UpdateTable's VectorIndexUpdates: the vector indexes a table has after them, as CreateTable would take them,
 * for {@link VectorIndexValidation} to check with the rest of the table's new definition.
 */
public final class VectorIndexUpdates {
    private VectorIndexUpdates() {
    }

    /** Whether the request asks for any vector index change. */
    public static boolean asked(List<VectorIndexUpdate> updates) {
        return updates != null && !updates.isEmpty();
    }

    /**
     * The vector indexes of table {@code tableName} after {@code updates}: each Create adds one (its name must be
     * new), each Delete removes one (it must exist).
     */
    public static List<VectorIndex> apply(List<VectorIndexDef> current, List<VectorIndexUpdate> updates,
                                          String tableName) {
        List<VectorIndex> next = new ArrayList<>();
        current.forEach(index -> next.add(index.asRequested()));
        for (int i = 0; i < updates.size(); i++) {
            VectorIndexUpdate update = updates.get(i);
            if ((update.create() == null) == (update.delete() == null)) {
                throw Errors.validation("One or more parameter values were invalid: One of Create or Delete must be "
                        + "specified in VectorIndexUpdates member " + (i + 1) + ", and not both");
            }
            if (update.create() != null) {
                CreateVectorIndexAction create = update.create();
                if (next.stream().anyMatch(index -> index.indexName().equals(create.indexName()))) {
                    throw Errors.validation("One or more parameter values were invalid: Index with name "
                            + create.indexName() + " already exists on table " + tableName);
                }
                next.add(VectorIndex.builder().indexName(create.indexName()).vectorAttribute(create.vectorAttribute())
                        .searchSchema(create.hasSearchSchema() ? create.searchSchema() : null)
                        .projection(create.projection()).dimensions(create.dimensions())
                        .distanceFunction(create.distanceFunctionAsString()).build());
            } else {
                String name = update.delete().indexName();
                if (!next.removeIf(index -> index.indexName().equals(name))) {
                    throw Errors.resourceNotFound("Requested resource not found: Requested index " + name
                            + " of table " + tableName + " was not found");
                }
            }
        }
        return next;
    }
}
