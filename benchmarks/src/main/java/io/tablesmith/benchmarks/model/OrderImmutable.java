package io.tablesmith.benchmarks.model;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbAttribute;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbConvertedBy;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbIgnore;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbImmutable;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSortKey;

/**
 * {@link Order} as the Enhanced Client's immutable class ({@code TableSchema.fromImmutableClass}):
 * getters and a builder, found by reflection when the schema is built (the Enhanced Client cannot
 * read records). Keys, {@code _et} and index keys are derived as in {@link OrderBean}.
 */
@DynamoDbImmutable(builder = OrderImmutable.Builder.class)
public final class OrderImmutable {
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
    private final AddressImmutable shipTo;
    private final List<String> tags;
    private final Map<String, Integer> lines;

    private OrderImmutable(Builder builder) {
        this.customerId = builder.customerId;
        this.orderId = builder.orderId;
        this.note = builder.note;
        this.quantity = builder.quantity;
        this.sequence = builder.sequence;
        this.weight = builder.weight;
        this.gift = builder.gift;
        this.status = builder.status;
        this.placedAt = builder.placedAt;
        this.total = builder.total;
        this.shipTo = builder.shipTo;
        this.tags = builder.tags;
        this.lines = builder.lines;
    }

    /** A builder, as the Enhanced Client needs it. */
    public static Builder builder() {
        return new Builder();
    }

    /** The same values as {@code order}. */
    public static OrderImmutable of(Order order) {
        return builder().customerId(order.customerId()).orderId(order.orderId()).note(order.note())
                .quantity(order.quantity()).sequence(order.sequence()).weight(order.weight()).gift(order.gift())
                .status(order.status()).placedAt(order.placedAt()).total(order.total())
                .shipTo(AddressImmutable.of(order.shipTo())).tags(order.tags()).lines(order.lines()).build();
    }

    /** The record with the same values. */
    @DynamoDbIgnore
    public Order toOrder() {
        return new Order(customerId, orderId, note, quantity, sequence, weight, gift, status, placedAt, total,
                shipTo == null ? null : shipTo.toAddress(), tags, lines);
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

    public String gsi1pk() {
        return status == null || placedAt == null ? null : "STATUS#" + status.name();
    }

    public String gsi1sk() {
        return status == null || placedAt == null ? null : HandWrittenOrderCodec.sortable(placedAt);
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

    @DynamoDbConvertedBy(SortableInstantConverter.class)
    public Instant placedAt() {
        return placedAt;
    }

    public BigDecimal total() {
        return total;
    }

    public AddressImmutable shipTo() {
        return shipTo;
    }

    public List<String> tags() {
        return tags;
    }

    public Map<String, Integer> lines() {
        return lines;
    }

    /** Fills an {@link OrderImmutable}; derived attributes read from an item are ignored. */
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
        private AddressImmutable shipTo;
        private List<String> tags;
        private Map<String, Integer> lines;

        /** Derived: what is read is ignored. */
        public Builder pk(String derived) {
            return this;
        }

        /** Derived: what is read is ignored. */
        public Builder sk(String derived) {
            return this;
        }

        /** Derived: what is read is ignored. */
        public Builder entityType(String derived) {
            return this;
        }

        /** Derived: what is read is ignored. */
        public Builder gsi1pk(String derived) {
            return this;
        }

        /** Derived: what is read is ignored. */
        public Builder gsi1sk(String derived) {
            return this;
        }

        public Builder customerId(String value) {
            this.customerId = value;
            return this;
        }

        public Builder orderId(String value) {
            this.orderId = value;
            return this;
        }

        public Builder note(String value) {
            this.note = value;
            return this;
        }

        public Builder quantity(int value) {
            this.quantity = value;
            return this;
        }

        public Builder sequence(long value) {
            this.sequence = value;
            return this;
        }

        public Builder weight(double value) {
            this.weight = value;
            return this;
        }

        public Builder gift(boolean value) {
            this.gift = value;
            return this;
        }

        public Builder status(OrderStatus value) {
            this.status = value;
            return this;
        }

        public Builder placedAt(Instant value) {
            this.placedAt = value;
            return this;
        }

        public Builder total(BigDecimal value) {
            this.total = value;
            return this;
        }

        public Builder shipTo(AddressImmutable value) {
            this.shipTo = value;
            return this;
        }

        public Builder tags(List<String> value) {
            this.tags = value;
            return this;
        }

        public Builder lines(Map<String, Integer> value) {
            this.lines = value;
            return this;
        }

        public OrderImmutable build() {
            return new OrderImmutable(this);
        }
    }
}
