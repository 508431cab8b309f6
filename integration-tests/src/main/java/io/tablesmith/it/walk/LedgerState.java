package io.tablesmith.it.walk;

/** A ledger's state machine: open, closed, open again. */
public enum LedgerState { OPEN, CLOSED }
