package io.tablesmith.lock;

import io.tablesmith.TablesmithException;

/**
 * Thrown when a {@link Lease} is no longer the lock's current lease: another holder took the
 * lock over after the lease expired (its fencing token is higher), or the lease was released.
 * Renewals, releases and fenced writes of a lost lease change nothing.
 */
public class LeaseLostException extends TablesmithException {

    private static final long serialVersionUID = 1L;

    public LeaseLostException(String entityType, String key, String problem) {
        super(entityType, key, problem);
    }
}
