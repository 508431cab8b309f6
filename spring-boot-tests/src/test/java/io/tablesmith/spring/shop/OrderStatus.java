package io.tablesmith.spring.shop;

/** Where an order is. */
public enum OrderStatus {
    OPEN,
    SHIPPED
}
