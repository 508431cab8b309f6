package io.tablesmith.it.changes;

/** An account's tier, the partition of its index. */
public enum Tier { FREE, PRO }
