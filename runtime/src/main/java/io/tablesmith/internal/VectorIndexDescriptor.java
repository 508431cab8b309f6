package io.tablesmith.internal;

import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * One {@code @VectorSearch} index as generated code describes it to the runtime.
 *
 * @param queryName the generated method's name, the access pattern its searches are observed under
 * @param indexName the vector index
 * @param vectorAttribute the attribute holding the vector
 * @param dimensions the vector's length
 * @param filterAttributes the attributes a search condition may name (the inline filters and the hash key)
 */
public record VectorIndexDescriptor(String queryName, String indexName, String vectorAttribute, int dimensions,
                                    Set<String> filterAttributes) {

    public VectorIndexDescriptor {
        Objects.requireNonNull(queryName, "queryName");
        Objects.requireNonNull(indexName, "indexName");
        Objects.requireNonNull(vectorAttribute, "vectorAttribute");
        filterAttributes = Set.copyOf(filterAttributes);
    }

    /** The index, for generated code. */
    public static VectorIndexDescriptor of(String queryName, String indexName, String vectorAttribute, int dimensions,
                                           String... filterAttributes) {
        return new VectorIndexDescriptor(queryName, indexName, vectorAttribute, dimensions, Set.copyOf(List.of(filterAttributes)));
    }
}
