package io.tablesmith.local.internal.partiql;

import io.tablesmith.local.internal.Database;
import io.tablesmith.local.internal.Errors;
import io.tablesmith.local.internal.KeyDef;
import io.tablesmith.local.internal.Table;
import io.tablesmith.local.internal.TableSchema;
import java.util.List;

/** The schema of the table a statement names. */
final class Tables {
    private Tables() {
    }

    /** The table's schema, or ResourceNotFoundException. */
    static TableSchema schema(Database db, Statement.Parsed statement) {
        return db.read(() -> {
            Table table = db.tables().get(statement.source().table());
            if (table == null) {
                throw Errors.resourceNotFound();
            }
            return table.schema();
        });
    }

    static List<String> keyNames(TableSchema schema) {
        return schema.keys().stream().map(KeyDef::name).toList();
    }
}
