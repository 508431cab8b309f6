package io.tablesmith.processor.model;

import java.util.List;
import java.util.Optional;

/**
 * One {@code @VectorSearch} index, checked: a {@code float[]} component the index reads, its
 * dimensions and distance, the components a search can filter on and the one that partitions it.
 *
 * @param indexName the vector index's name in the table
 * @param vector the {@code float[]} component
 * @param dimensions 1 to 4,096
 * @param distance {@code COSINE}, {@code EUCLIDEAN} or {@code DOT_PRODUCT}
 * @param filters the inline-filter components, stored as S, N or B
 * @param hashKey the component whose value each search names (the HASH element), if any
 * @param query the repository method's name
 */
public record VectorIndexModel(String indexName, ComponentModel vector, int dimensions, String distance,
                               List<ComponentModel> filters, Optional<ComponentModel> hashKey, String query) {

    public VectorIndexModel {
        filters = List.copyOf(filters);
    }

    /** The attributes a search condition may name: the hash key's, then the filters'. */
    public List<ComponentModel> searchSchema() {
        List<ComponentModel> all = new java.util.ArrayList<>();
        hashKey.ifPresent(all::add);
        filters.stream().filter(c -> !all.contains(c)).forEach(all::add);
        return all;
    }
}
