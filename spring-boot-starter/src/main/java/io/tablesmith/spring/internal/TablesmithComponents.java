package io.tablesmith.spring.internal;

import io.tablesmith.TableDefinition;
import io.tablesmith.lock.LeaseLocks;
import io.tablesmith.spring.TablesmithTables;
import io.tablesmith.stream.ChangeDecoder;
import java.util.HashMap;
import java.util.Map;

/**
 * Makes the beans {@link TablesmithBeanRegistrar} declares: each generated repository and queue,
 * each table's {@link LeaseLocks} and change decoder, on the tables' client and names. Every bean
 * definition names one of these methods with a string argument, so that Spring AOT writes a plain
 * call to it.
 */
public final class TablesmithComponents {

    private final TablesmithTables tables;
    private final Map<String, Located> components = new HashMap<>();

    public TablesmithComponents(TablesmithTables tables) {
        this.tables = tables;
        for (TableDefinition definition : tables.definitions()) {
            for (TableDefinition.Component<?> component : definition.components()) {
                components.put(component.type().getName(), new Located(definition, component));
            }
        }
    }

    /** The generated repository or queue of this class name, on its table. */
    public Object component(String typeName) {
        Located located = components.get(typeName);
        if (located == null) {
            throw new IllegalStateException("No table of this application has a repository or queue " + typeName
                    + "; its tables: " + tables);
        }
        return located.component().create(tables.client(), tables.tableName(located.definition().id()));
    }

    /** Lease locks in table {@code id}. */
    public LeaseLocks leaseLocks(String id) {
        return new LeaseLocks(tables.client(), tables.tableName(tables.definition(id).id()));
    }

    /** The decoder of table {@code id}'s change type, {@code TablesmithChange.DECODER}. */
    public ChangeDecoder<?> changeDecoder(String id) {
        return tables.definition(id).changes().decoder();
    }

    private record Located(TableDefinition definition, TableDefinition.Component<?> component) {
    }
}
