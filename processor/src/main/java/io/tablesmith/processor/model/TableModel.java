package io.tablesmith.processor.model;

import java.util.List;
import java.util.Optional;

/**
 * One table: a package's entities, collections and queues, checked together.
 *
 * @param packageName the package, where {@code TablesmithTable} is written
 * @param declaration the {@code @Table} description (possibly empty) of a package declared a table;
 *     empty for a package without {@code @Table}
 * @param entities its entities, ordered by name
 * @param collections its item collections, for the access-pattern document
 * @param queues whether it holds {@code @QueueMessage} records, whose queue index the table declares
 */
public record TableModel(String packageName, Optional<String> declaration, List<EntityModel> entities,
                         List<CollectionModel> collections, boolean queues) {

    /** The sentence that says what the table holds, or empty. */
    public String description() {
        return declaration.orElse("");
    }
}
