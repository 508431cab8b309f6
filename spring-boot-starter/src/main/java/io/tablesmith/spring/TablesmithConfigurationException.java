package io.tablesmith.spring;

import io.tablesmith.TablesmithException;

/**
 * What start-up found wrong with the tables: a property naming no table, a table that does not exist
 * or differs from its definition, two tables with one id. Its message names each table, the
 * properties involved and the fix.
 */
public class TablesmithConfigurationException extends TablesmithException {

    private static final long serialVersionUID = 1L;

    /** @param problem what is wrong, and how to fix it */
    public TablesmithConfigurationException(String problem) {
        super(null, null, problem);
    }

    /**
     * @param problem what is wrong, and how to fix it
     * @param cause what failed
     */
    public TablesmithConfigurationException(String problem, Throwable cause) {
        super(null, null, problem, cause);
    }
}
