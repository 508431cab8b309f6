package io.tablesmith.processor.model;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A global secondary index access pattern of one entity.
 *
 * @param indexName the index name in the table
 * @param partition the partition key template
 * @param sort the sort key template
 * @param query the generated query method's name
 */
public record IndexModel(String indexName, Template partition, Template sort, String query) {

    public String partitionAttribute() {
        return indexName + "pk";
    }

    public String sortAttribute() {
        return indexName + "sk";
    }

    /** Every component either template uses; the index is written only when all are present. */
    public List<ComponentModel> components() {
        Set<ComponentModel> used = new LinkedHashSet<>(partition.components());
        used.addAll(sort.components());
        return new ArrayList<>(used);
    }
}
