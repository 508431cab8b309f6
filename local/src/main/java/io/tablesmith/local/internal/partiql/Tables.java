package io.tablesmith.local.internal.partiql;

import io.tablesmith.local.internal.Database;
import io.tablesmith.local.internal.KeyDef;
import io.tablesmith.local.internal.TableSchema;
import java.util.List;

/** The schema of the table a statement names. */
final class Tables {
    private Tables() {
    }

    /** The table's schema, or ResourceNotFoundException. */
    static TableSchema schema(Database db, Statement.Parsed statement) {
        return db.read(() -> db.table(statement.source().table()).schema());
    }

    static List<String> keyNames(TableSchema schema) {
        return schema.keys().stream().map(KeyDef::name).toList();
    }
}
