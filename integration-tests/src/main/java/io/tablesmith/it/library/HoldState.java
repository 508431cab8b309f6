package io.tablesmith.it.library;

/** The states of a hold. */
public enum HoldState { WAITING, READY, COLLECTED }
