package io.tablesmith.spring.internal;

import io.tablesmith.TableDefinition;
import io.tablesmith.TableNotFoundException;
import io.tablesmith.spring.TablesmithTables;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

/**
 * One table's health, whichever Spring Boot line shows it: up while {@code DescribeTable} says ACTIVE.
 * Its details are the table's name, package and status, and on failure the error's type and message
 * (DynamoDB's, which carries no credentials); never the client's endpoint or credentials.
 *
 * @param up whether the table is ACTIVE
 * @param details what the health endpoint shows
 */
public record TableHealth(boolean up, Map<String, Object> details) {

    /** Asks DynamoDB now. */
    public static TableHealth of(TablesmithTables tables, TableDefinition definition) {
        Map<String, Object> details = new LinkedHashMap<>();
        String name = tables.tableName(definition.id());
        details.put("table", name);
        details.put("package", definition.packageName());
        try {
            TableDescription table = tables.client().describeTable(request -> request.tableName(name)).table();
            details.put("status", table.tableStatusAsString());
            return new TableHealth(table.tableStatus() == TableStatus.ACTIVE, details);
        } catch (ResourceNotFoundException | TableNotFoundException e) {
            details.put("status", "NOT_FOUND");
            return new TableHealth(false, details);
        } catch (SdkException e) {
            details.put("error", e.getClass().getSimpleName() + ": " + e.getMessage());
            return new TableHealth(false, details);
        }
    }
}
