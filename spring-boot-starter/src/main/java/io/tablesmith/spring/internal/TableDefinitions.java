package io.tablesmith.spring.internal;

import io.tablesmith.TableDefinition;
import io.tablesmith.spring.TablesmithConfigurationException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.TreeMap;
import java.util.Map;

/**
 * The application's tables: the {@link TableDefinition}s the processor listed in
 * {@code META-INF/services/io.tablesmith.TableDefinition}, read with {@link ServiceLoader} (no class
 * path scanning), ordered by id.
 */
public final class TableDefinitions {

    /** The service file the processor writes, one definition class a line. */
    public static final String SERVICE_FILE = "META-INF/services/" + TableDefinition.class.getName();

    private TableDefinitions() {
    }

    /**
     * Every table the class loader sees.
     *
     * @throws TablesmithConfigurationException when two tables have one id, or a listed definition cannot be loaded
     */
    public static List<TableDefinition> load(ClassLoader classLoader) {
        Map<String, TableDefinition> byId = new TreeMap<>();
        try {
            for (TableDefinition definition : ServiceLoader.load(TableDefinition.class, classLoader)) {
                TableDefinition other = byId.putIfAbsent(definition.id(), definition);
                if (other != null && !other.packageName().equals(definition.packageName())) {
                    throw new TablesmithConfigurationException("Packages " + other.packageName() + " and "
                            + definition.packageName() + " are both table \"" + definition.id() + "\" (the last segment of"
                            + " the package's name, which tablesmith.tables.<id>.name is keyed by): rename one of the packages");
                }
            }
        } catch (ServiceConfigurationError e) {
            throw new TablesmithConfigurationException("A table listed in " + SERVICE_FILE + " cannot be loaded ("
                    + e.getMessage() + "): compile the tables' package again with tablesmith-processor of the runtime's version", e);
        }
        List<TableDefinition> definitions = new ArrayList<>(byId.values());
        definitions.sort(Comparator.comparing(TableDefinition::id));
        return List.copyOf(definitions);
    }
}
