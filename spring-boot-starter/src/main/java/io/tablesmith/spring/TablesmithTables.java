package io.tablesmith.spring;

import io.tablesmith.TableCheck;
import io.tablesmith.TableDefinition;
import io.tablesmith.TableNotFoundException;
import io.tablesmith.spring.internal.TableNames;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import software.amazon.awssdk.core.waiters.WaiterResponse;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.ResourceInUseException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.waiters.DynamoDbWaiter;

/**
 * The application's tables in this environment: each {@link TableDefinition} with its name and the
 * client every Tablesmith bean uses. Made once at start-up, where it creates the missing tables
 * (when asked to) and checks each against its definition, so that a context that started has
 * tables that match.
 */
public final class TablesmithTables {

    private final DynamoDbClient client;
    /** The client as the application gave it, for creating tables: the SDK's waiter reads its own errors. */
    private final DynamoDbClient unobserved;
    private final List<TableDefinition> definitions;
    private final TableNames names;

    TablesmithTables(DynamoDbClient client, DynamoDbClient unobserved, List<TableDefinition> definitions, TableNames names) {
        this.client = Objects.requireNonNull(client, "client");
        this.unobserved = Objects.requireNonNull(unobserved, "unobserved");
        this.definitions = List.copyOf(definitions);
        this.names = names;
    }

    /** The client of every repository, queue and lock Tablesmith made beans of. */
    public DynamoDbClient client() {
        return client;
    }

    /** Every table of the application, ordered by id. */
    public List<TableDefinition> definitions() {
        return definitions;
    }

    /** The table of this id ({@link TableDefinition#id()}). */
    public TableDefinition definition(String id) {
        return definitions.stream().filter(definition -> definition.id().equals(id)).findFirst()
                .orElseThrow(() -> new TablesmithConfigurationException("This application has no table \"" + id
                        + "\"; its tables are " + definitions.stream().map(TableDefinition::id).toList()));
    }

    /** The name of table {@code id} in this environment (prefix, {@code tablesmith.tables.<id>.name}, suffix). */
    public String tableName(String id) {
        return names.of(id);
    }

    /**
     * Creates the tables that do not exist (when {@code create}), each waited for until ACTIVE, then
     * compares every table with its definition (when {@code validate}).
     *
     * @throws TablesmithConfigurationException listing every table that is missing or differs
     */
    void prepare(boolean create, boolean validate, Duration activeTimeout) {
        if (create) {
            definitions.forEach(definition -> createIfMissing(definition, activeTimeout));
        }
        if (!validate) {
            return;
        }
        List<String> problems = new ArrayList<>();
        for (TableDefinition definition : definitions) {
            String name = tableName(definition.id());
            try {
                // The definition's own check, with the stream tablesmith.tables.<id>.stream-view-type expects.
                TableCheck check = TableCheck.of(client, names.createTableRequest(definition), definition.timeToLiveRequest(name)
                        .map(ttl -> ttl.timeToLiveSpecification().attributeName()).orElse(null));
                if (!check.matches()) {
                    problems.add("Table \"" + name + "\" (" + names.origin(definition.id()) + ") differs from table "
                            + definition.id() + " of " + definition.packageName() + ": " + String.join("; ", check.differences())
                            + ". Point the property at the table this application's entities were written for, or migrate"
                            + " the table (docs/evolution.md)");
                }
            } catch (TableNotFoundException | ResourceNotFoundException e) {
                problems.add("Table \"" + name + "\" (" + names.origin(definition.id()) + ") of " + definition.packageName()
                        + " does not exist. Set tablesmith.tables." + definition.id() + ".name to the table's name, create it"
                        + " with TablesmithTable.createTableRequest(\"" + name + "\"), or, for development, set"
                        + " tablesmith.create-missing-tables=true");
            }
        }
        if (!problems.isEmpty()) {
            throw new TablesmithConfigurationException(String.join(".\n", problems)
                    + ".\n(tablesmith.validate-tables=false turns this check off.)");
        }
    }

    private void createIfMissing(TableDefinition definition, Duration activeTimeout) {
        String name = tableName(definition.id());
        if (exists(name)) {
            return;
        }
        try {
            unobserved.createTable(names.createTableRequest(definition));
        } catch (ResourceInUseException e) {
            // Another instance of the application is creating it: wait for it as for ours.
        }
        try (DynamoDbWaiter waiter = DynamoDbWaiter.builder().client(unobserved)
                .overrideConfiguration(wait -> wait.waitTimeout(activeTimeout)).build()) {
            WaiterResponse<DescribeTableResponse> response = waiter.waitUntilTableExists(request -> request.tableName(name));
            if (response.matched().exception().isPresent()) {
                throw new TablesmithConfigurationException("Table \"" + name + "\" was created but did not become ACTIVE"
                        + " within " + activeTimeout + " (tablesmith.table-active-timeout)", response.matched().exception().get());
            }
        }
        definition.timeToLiveRequest(name).ifPresent(unobserved::updateTimeToLive);
    }

    private boolean exists(String name) {
        try {
            unobserved.describeTable(request -> request.tableName(name));
            return true;
        } catch (ResourceNotFoundException e) {
            return false;
        }
    }

    @Override
    public String toString() {
        return "TablesmithTables" + definitions.stream().map(definition -> definition.id() + "=" + tableName(definition.id())).toList();
    }
}
