package io.tablesmith.benchmarks.model;

import static software.amazon.awssdk.enhanced.dynamodb.mapper.StaticAttributeTags.primaryPartitionKey;
import static software.amazon.awssdk.enhanced.dynamodb.mapper.StaticAttributeTags.primarySortKey;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.enhanced.dynamodb.EnhancedType;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.enhanced.dynamodb.mapper.StaticImmutableTableSchema;

/**
 * {@link Order} through the Enhanced Client's static immutable schema
 * ({@code TableSchema.builder(Order.class, Builder.class)}): every attribute declared by hand with
 * a getter on the record and a setter on a mutable builder, so nothing is discovered by reflection
 * and each value passes through a method reference. This is the Enhanced Client's fastest form for
 * an immutable type (the record itself; {@code fromImmutableClass} cannot read records). The key,
 * {@code _et} and index attributes are derived in their getters and ignored when read, as in
 * {@link OrderBean}; the index is sparse like Tablesmith's.
 */
public final class EnhancedStaticOrderSchema {

    private static final TableSchema<Address> ADDRESS = StaticImmutableTableSchema.builder(Address.class, AddressBuilder.class)
            .newItemBuilder(AddressBuilder::new, AddressBuilder::build)
            .addAttribute(String.class, a -> a.name("street").getter(Address::street).setter(AddressBuilder::street))
            .addAttribute(String.class, a -> a.name("city").getter(Address::city).setter(AddressBuilder::city))
            .addAttribute(String.class, a -> a.name("postcode").getter(Address::postcode).setter(AddressBuilder::postcode))
            .build();

    /** The schema, built once. */
    public static final TableSchema<Order> SCHEMA = StaticImmutableTableSchema.builder(Order.class, OrderBuilder.class)
            .newItemBuilder(OrderBuilder::new, OrderBuilder::build)
            .addAttribute(String.class, a -> a.name("pk").getter(order -> "CUSTOMER#" + order.customerId())
                    .setter((builder, derived) -> { }).tags(primaryPartitionKey()))
            .addAttribute(String.class, a -> a.name("sk").getter(order -> "ORDER#" + order.orderId())
                    .setter((builder, derived) -> { }).tags(primarySortKey()))
            .addAttribute(String.class, a -> a.name("_et").getter(order -> "ORDER").setter((builder, constant) -> { }))
            .addAttribute(String.class, a -> a.name("customerId").getter(Order::customerId).setter(OrderBuilder::customerId))
            .addAttribute(String.class, a -> a.name("orderId").getter(Order::orderId).setter(OrderBuilder::orderId))
            .addAttribute(String.class, a -> a.name("note").getter(Order::note).setter(OrderBuilder::note))
            .addAttribute(Integer.class, a -> a.name("quantity").getter(Order::quantity).setter(OrderBuilder::quantity))
            .addAttribute(Long.class, a -> a.name("sequence").getter(Order::sequence).setter(OrderBuilder::sequence))
            .addAttribute(Double.class, a -> a.name("weight").getter(Order::weight).setter(OrderBuilder::weight))
            .addAttribute(Boolean.class, a -> a.name("gift").getter(Order::gift).setter(OrderBuilder::gift))
            .addAttribute(OrderStatus.class, a -> a.name("status").getter(Order::status).setter(OrderBuilder::status))
            .addAttribute(Instant.class, a -> a.name("placedAt").getter(Order::placedAt).setter(OrderBuilder::placedAt)
                    .attributeConverter(new SortableInstantConverter()))
            .addAttribute(BigDecimal.class, a -> a.name("total").getter(Order::total).setter(OrderBuilder::total))
            .addAttribute(EnhancedType.documentOf(Address.class, ADDRESS),
                    a -> a.name("shipTo").getter(Order::shipTo).setter(OrderBuilder::shipTo))
            .addAttribute(EnhancedType.listOf(String.class), a -> a.name("tags").getter(Order::tags).setter(OrderBuilder::tags))
            .addAttribute(EnhancedType.mapOf(String.class, Integer.class),
                    a -> a.name("lines").getter(Order::lines).setter(OrderBuilder::lines))
            .addAttribute(String.class, a -> a.name("gsi1pk")
                    .getter(order -> order.status() == null || order.placedAt() == null ? null : "STATUS#" + order.status().name())
                    .setter((builder, derived) -> { }))
            .addAttribute(String.class, a -> a.name("gsi1sk")
                    .getter(order -> order.status() == null || order.placedAt() == null ? null
                            : HandWrittenOrderCodec.sortable(order.placedAt()))
                    .setter((builder, derived) -> { }))
            .build();

    private EnhancedStaticOrderSchema() {
    }

    /** The mutable builder the static immutable schema fills while reading. */
    public static final class OrderBuilder {
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
        private Address shipTo;
        private List<String> tags;
        private Map<String, Integer> lines;

        void customerId(String value) {
            customerId = value;
        }

        void orderId(String value) {
            orderId = value;
        }

        void note(String value) {
            note = value;
        }

        void quantity(Integer value) {
            quantity = value;
        }

        void sequence(Long value) {
            sequence = value;
        }

        void weight(Double value) {
            weight = value;
        }

        void gift(Boolean value) {
            gift = value;
        }

        void status(OrderStatus value) {
            status = value;
        }

        void placedAt(Instant value) {
            placedAt = value;
        }

        void total(BigDecimal value) {
            total = value;
        }

        void shipTo(Address value) {
            shipTo = value;
        }

        void tags(List<String> value) {
            tags = value;
        }

        void lines(Map<String, Integer> value) {
            lines = value;
        }

        Order build() {
            return new Order(customerId, orderId, note, quantity, sequence, weight, gift, status, placedAt, total,
                    shipTo, tags, lines);
        }
    }

    /** The mutable builder of the nested {@link Address}. */
    public static final class AddressBuilder {
        private String street;
        private String city;
        private String postcode;

        void street(String value) {
            street = value;
        }

        void city(String value) {
            city = value;
        }

        void postcode(String value) {
            postcode = value;
        }

        Address build() {
            return new Address(street, city, postcode);
        }
    }
}
