package io.tablesmith.benchmarks.model;

/** The enum component of the benchmark's record, stored by name. */
public enum OrderStatus {
    PLACED, PAID, SHIPPED, DELIVERED, CANCELLED
}
