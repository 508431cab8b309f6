package io.tablesmith.benchmarks.model;

import java.math.BigDecimal;
import java.time.Instant;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbAttribute;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbImmutable;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSortKey;

/**
 * {@link Order} as the Enhanced Client's immutable class with a builder
 * ({@code TableSchema.fromImmutableClass}); the closest it comes to a record. Keys are derived
 * as in {@link OrderBean}.
 */
@DynamoDbImmutable(builder = ImmutableOrder.Builder.class)
public final class ImmutableOrder {
    private final String customerId;
    private final String orderId;
    private final String note;
    private final int quantity;
    private final long sequence;
    private final double weight;
    private final boolean gift;
    private final OrderStatus status;
    private final Instant placedAt;
    private final BigDecimal total;

    private ImmutableOrder(Builder b) {
        this.customerId = b.customerId;
        this.orderId = b.orderId;
        this.note = b.note;
        this.quantity = b.quantity;
        this.sequence = b.sequence;
        this.weight = b.weight;
        this.gift = b.gift;
        this.status = b.status;
        this.placedAt = b.placedAt;
        this.total = b.total;
    }

    public static Builder builder() {
        return new Builder();
    }

    /** The same values as {@code order}. */
    public static ImmutableOrder of(Order order) {
        return builder().customerId(order.customerId()).orderId(order.orderId()).note(order.note())
                .quantity(order.quantity()).sequence(order.sequence()).weight(order.weight()).gift(order.gift())
                .status(order.status()).placedAt(order.placedAt()).total(order.total()).build();
    }

    @DynamoDbPartitionKey
    @DynamoDbAttribute("pk")
    public String pk() {
        return "CUSTOMER#" + customerId;
    }

    @DynamoDbSortKey
    @DynamoDbAttribute("sk")
    public String sk() {
        return "ORDER#" + orderId;
    }

    @DynamoDbAttribute("_et")
    public String entityType() {
        return "ORDER";
    }

    public String customerId() {
        return customerId;
    }

    public String orderId() {
        return orderId;
    }

    public String note() {
        return note;
    }

    public int quantity() {
        return quantity;
    }

    public long sequence() {
        return sequence;
    }

    public double weight() {
        return weight;
    }

    public boolean gift() {
        return gift;
    }

    public OrderStatus status() {
        return status;
    }

    public Instant placedAt() {
        return placedAt;
    }

    public BigDecimal total() {
        return total;
    }

    /** The builder the Enhanced Client fills when it reads an item. */
    public static final class Builder {
        private String customerId;
        private String orderId;
        private String note;
        private int quantity;
        private long sequence;
        private double weight;
        private boolean gift;
        private OrderStatus status;
        private Instant placedAt;
        private BigDecimal total;

        /** Derived from {@code customerId}: ignored. */
        public Builder pk(String pk) {
            return this;
        }

        /** Derived from {@code orderId}: ignored. */
        public Builder sk(String sk) {
            return this;
        }

        /** Constant: ignored. */
        public Builder entityType(String entityType) {
            return this;
        }

        public Builder customerId(String customerId) {
            this.customerId = customerId;
            return this;
        }

        public Builder orderId(String orderId) {
            this.orderId = orderId;
            return this;
        }

        public Builder note(String note) {
            this.note = note;
            return this;
        }

        public Builder quantity(int quantity) {
            this.quantity = quantity;
            return this;
        }

        public Builder sequence(long sequence) {
            this.sequence = sequence;
            return this;
        }

        public Builder weight(double weight) {
            this.weight = weight;
            return this;
        }

        public Builder gift(boolean gift) {
            this.gift = gift;
            return this;
        }

        public Builder status(OrderStatus status) {
            this.status = status;
            return this;
        }

        public Builder placedAt(Instant placedAt) {
            this.placedAt = placedAt;
            return this;
        }

        public Builder total(BigDecimal total) {
            this.total = total;
            return this;
        }

        public ImmutableOrder build() {
            return new ImmutableOrder(this);
        }
    }
}
