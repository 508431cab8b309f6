package io.tablesmith.lock;

import io.tablesmith.TablesmithException;

/** Thrown by {@link LeaseLocks#acquire} when another holder kept the lock until the wait's deadline. */
public class LockUnavailableException extends TablesmithException {

    private static final long serialVersionUID = 1L;

    public LockUnavailableException(String lockName, String problem) {
        super("LOCK", "name=" + lockName, problem);
    }
}
