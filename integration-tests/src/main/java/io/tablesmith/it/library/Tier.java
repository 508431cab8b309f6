package io.tablesmith.it.library;

/** A member's tier. */
public enum Tier { BASIC, GOLD }
