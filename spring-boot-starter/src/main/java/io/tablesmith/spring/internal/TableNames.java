package io.tablesmith.spring.internal;

import io.tablesmith.TableDefinition;
import io.tablesmith.spring.TablesmithConfigurationException;
import io.tablesmith.spring.TablesmithProperties;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;

/**
 * Each table's name in this environment: {@code tablesmith.table-prefix}, then
 * {@code tablesmith.tables.<id>.name} (the id when unset), then {@code tablesmith.table-suffix}.
 */
public final class TableNames {

    private final Map<String, String> names;
    private final TablesmithProperties properties;

    private TableNames(Map<String, String> names, TablesmithProperties properties) {
        this.names = names;
        this.properties = properties;
    }

    /**
     * The names of {@code definitions}' tables.
     *
     * @throws TablesmithConfigurationException when {@code tablesmith.tables} names a table the application does not have
     */
    public static TableNames of(TablesmithProperties properties, List<TableDefinition> definitions) {
        Set<String> ids = definitions.stream().map(TableDefinition::id).collect(Collectors.toCollection(TreeSet::new));
        Set<String> unknown = new TreeSet<>(properties.getTables().keySet());
        unknown.removeAll(ids);
        if (!unknown.isEmpty()) {
            throw new TablesmithConfigurationException(unknown.stream().map(id -> "tablesmith.tables." + id)
                    .collect(Collectors.joining(", ")) + (unknown.size() == 1 ? " names no table" : " name no table")
                    + " of this application; its tables are " + (ids.isEmpty() ? "none (no " + TableDefinitions.SERVICE_FILE
                    + " on the class path: is tablesmith-processor in annotationProcessorPaths?)" : String.join(", ", ids)));
        }
        Map<String, String> names = new LinkedHashMap<>();
        for (TableDefinition definition : definitions) {
            TablesmithProperties.TableProperties table = properties.getTables().get(definition.id());
            String name = table == null || table.getName() == null || table.getName().isBlank() ? definition.id() : table.getName().trim();
            names.put(definition.id(), properties.getTablePrefix() + name + properties.getTableSuffix());
        }
        return new TableNames(Map.copyOf(names), properties);
    }

    /** The name of table {@code id}. */
    public String of(String id) {
        String name = names.get(id);
        if (name == null) {
            throw new TablesmithConfigurationException("This application has no table \"" + id + "\"; its tables are "
                    + new TreeSet<>(names.keySet()));
        }
        return name;
    }

    /** The request that creates table {@code definition} here: its name, and the stream its properties ask for. */
    public CreateTableRequest createTableRequest(TableDefinition definition) {
        CreateTableRequest request = definition.createTableRequest(of(definition.id()));
        TablesmithProperties.TableProperties table = properties.getTables().get(definition.id());
        if (table == null || table.getStreamViewType() == null) {
            return request;
        }
        return request.toBuilder().streamSpecification(stream -> stream.streamEnabled(true)
                .streamViewType(table.getStreamViewType())).build();
    }

    /** Where table {@code id}'s name comes from, for messages: the properties and their values. */
    public String origin(String id) {
        TablesmithProperties.TableProperties table = properties.getTables().get(id);
        StringBuilder origin = new StringBuilder();
        if (table == null || table.getName() == null) {
            origin.append("tablesmith.tables.").append(id).append(".name unset, so the id");
        } else {
            origin.append("tablesmith.tables.").append(id).append(".name=").append(table.getName());
        }
        if (!properties.getTablePrefix().isEmpty()) {
            origin.append(", tablesmith.table-prefix=").append(properties.getTablePrefix());
        }
        if (!properties.getTableSuffix().isEmpty()) {
            origin.append(", tablesmith.table-suffix=").append(properties.getTableSuffix());
        }
        return origin.toString();
    }
}
