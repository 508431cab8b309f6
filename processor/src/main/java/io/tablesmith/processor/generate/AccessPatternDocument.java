package io.tablesmith.processor.generate;

import io.tablesmith.processor.model.CollectionModel;
import io.tablesmith.processor.model.ComponentModel;
import io.tablesmith.processor.model.EntityModel;
import io.tablesmith.processor.model.IndexModel;
import io.tablesmith.processor.model.NaturalIndexModel;
import io.tablesmith.processor.model.TableModel;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Writes the table's access patterns as Markdown, one row per generated read: which method,
 * which index, which key condition, sparse or not. It is a single-table design's first step, kept true by the
 * compiler instead of by hand.
 */
public final class AccessPatternDocument {

    public static final String FILE_NAME = "access-patterns.md";

    private AccessPatternDocument() {
    }

    /** The document: the table's {@code @Table} description, if any, then the table of access patterns. */
    public static String write(TableModel table) {
        List<String> rows = new ArrayList<>();
        for (EntityModel entity : table.entities()) {
            String repository = entity.repositoryType().simpleName();
            String record = entity.recordType().simpleName();
            rows.add(row("Get one " + record + " by key", repository + ".get(" + names(entity.keyComponents()) + ")",
                    "table", "pk = `" + entity.partitionKey().source() + "`, sk = `" + entity.sortKey().source() + "`", "no", "-"));
            if (entity.hasPrimaryQuery()) {
                String prefix = entity.sortKey().literalPrefix();
                rows.add(row("List " + record + " items of one partition",
                        repository + "." + entity.primaryQuery() + "(" + names(entity.partitionKey().components()) + ")",
                        "table", "pk = `" + entity.partitionKey().source() + "`"
                                + (prefix.isEmpty() ? "" : ", begins_with(sk, `" + prefix + "`)")
                                + ", filter `_et` = `" + entity.entityType() + "`",
                        "no", "by sk `" + entity.sortKey().source() + "`, either direction"));
            }
            for (IndexModel index : entity.indexes()) {
                String prefix = index.sort().literalPrefix();
                List<ComponentModel> sparseBy = entity.sparseComponents(index);
                String sparse = sparseBy.isEmpty()
                        ? "no"
                        : "yes: only items with " + sparseBy.stream().map(ComponentModel::name).collect(Collectors.joining(" and "));
                rows.add(row("List " + record + " items: " + index.query(),
                        repository + "." + index.query() + "(" + names(index.partition().components()) + ")",
                        index.indexName(), index.partitionAttribute() + " = `" + index.partition().source() + "`"
                                + (prefix.isEmpty() ? "" : ", begins_with(" + index.sortAttribute() + ", `" + prefix + "`)")
                                + ", filter `_et` = `" + entity.entityType() + "`",
                        sparse, "by " + index.sortAttribute() + " `" + index.sort().source() + "`, either direction"));
            }
            for (NaturalIndexModel index : entity.naturalIndexes()) {
                List<ComponentModel> sparseBy = index.components().stream()
                        .filter(ComponentModel::nullable).filter(c -> !entity.keyComponents().contains(c)).toList();
                rows.add(row("List " + record + " items: " + index.query(),
                        repository + "." + index.query() + "(" + names(index.partition()) + ")",
                        index.indexName() + " (natural keys)",
                        index.partition().stream().map(c -> c.attribute() + " = {" + c.name() + "}")
                                .collect(Collectors.joining(" AND ")) + ", filter `_et` = `" + entity.entityType() + "`",
                        sparseBy.isEmpty() ? "no" : "yes: only items with " + names(sparseBy).replace(", ", " and "),
                        index.sort().isEmpty() ? "-" : "by " + index.sort().stream()
                                .map(c -> c.attribute() + " (" + NaturalIndexModel.attributeType(c) + ")")
                                .collect(Collectors.joining(", ")) + "; equality on leading ones, a range on the last used, either direction"));
            }
        }
        for (CollectionModel collection : table.collections()) {
            rows.add(row("Get a " + collection.recordType().simpleName() + " ("
                            + collection.members().stream().map(member -> member.entity().recordType().simpleName())
                                    .collect(Collectors.joining(" + ")) + ") in one request",
                    collection.repositoryType().simpleName() + ".get(" + names(collection.parameters()) + ")",
                    "table", "pk = `" + collection.partition() + "`, every item", "no", "by sk"));
        }
        StringBuilder document = new StringBuilder();
        if (!table.description().isEmpty()) {
            document.append(table.description()).append("\n\n");
        }
        document.append("| # | Access pattern | Method | Index | Key condition | Sparse | Order |\n")
                .append("|---|---|---|---|---|---|---|\n");
        for (int i = 0; i < rows.size(); i++) {
            document.append("| ").append(i + 1).append(' ').append(rows.get(i)).append('\n');
        }
        return document.toString();
    }

    private static String row(String pattern, String method, String index, String condition, String sparse, String order) {
        // A '|' inside a template would end its cell.
        return "| " + java.util.stream.Stream.of(pattern, "`" + method + "`", index, condition, sparse, order)
                .map(cell -> cell.replace("|", "\\|"))
                .collect(Collectors.joining(" | ")) + " |";
    }

    private static String names(List<ComponentModel> components) {
        return components.stream().map(ComponentModel::name).collect(Collectors.joining(", "));
    }
}
