package io.tablesmith;

import io.tablesmith.lock.LeaseLocks;
import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares a package as one table: its {@code @Entity} records, its {@code @QueueMessage} records
 * and its {@code @ItemCollection}s share one DynamoDB table, and nothing else is stored there
 * (besides the lease locks of {@link LeaseLocks}). Written once, in the package's
 * {@code package-info.java}:
 *
 * <pre>{@code
 * @Table(description = "Research jobs, their findings and reports")
 * package com.example.research;
 *
 * import io.tablesmith.Table;
 * }</pre>
 *
 * <p>The processor checks the rules that span a table among the entities of this package only:
 * unique entity types, index key attribute names, natural index definitions, and the proof that
 * no two entity types (nor an entity and the queue or lock items) can have the same primary key.
 * Entities of other packages may reuse its entity types, attribute and index names. The package's
 * {@code TablesmithTable} creates the table. The table's name is still chosen at run time; passing
 * it to a repository of another package is outside what the processor can check.
 *
 * <p>A package without {@code @Table} is a table of its own too, but since any two such packages
 * may be given the same table name at run time, their entities are also checked against those of
 * every other package without {@code @Table} in the compilation.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.PACKAGE)
public @interface Table {

    /**
     * What the table holds, in a sentence; it heads the table's access-pattern document
     * ({@code TablesmithTable.ACCESS_PATTERNS}, {@code access-patterns.md}) and the Javadoc of
     * {@code TablesmithTable}. Empty for none.
     */
    String description() default "";
}
