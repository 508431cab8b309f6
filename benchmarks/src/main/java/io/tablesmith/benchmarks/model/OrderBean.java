package io.tablesmith.benchmarks.model;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbAttribute;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbBean;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbConvertedBy;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSortKey;

/**
 * {@link Order} as the Enhanced Client's mutable bean ({@code TableSchema.fromBean}). The key
 * attributes are derived in their getters, the way single-table designs do it with the Enhanced
 * Client, so its items carry the same {@code pk}, {@code sk} and {@code _et} as Tablesmith's.
 * The Enhanced Client's default converters store every other component in the same format as
 * Tablesmith: enums as S (name), numbers as N, booleans as BOOL, the nested bean and the map as M,
 * the list as L; the instant takes {@link SortableInstantConverter}, Tablesmith's fixed width. The index keys are derived like the table keys
 * (the fixed-width instant as the careful hand-written codec writes it).
 */
@DynamoDbBean
public class OrderBean {
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
    private AddressBean shipTo;
    private List<String> tags;
    private Map<String, Integer> lines;

    /** The same values as {@code order}. */
    public static OrderBean of(Order order) {
        OrderBean bean = new OrderBean();
        bean.setCustomerId(order.customerId());
        bean.setOrderId(order.orderId());
        bean.setNote(order.note());
        bean.setQuantity(order.quantity());
        bean.setSequence(order.sequence());
        bean.setWeight(order.weight());
        bean.setGift(order.gift());
        bean.setStatus(order.status());
        bean.setPlacedAt(order.placedAt());
        bean.setTotal(order.total());
        bean.setShipTo(AddressBean.of(order.shipTo()));
        bean.setTags(order.tags());
        bean.setLines(order.lines());
        return bean;
    }

    /** The record with the same values. */
    public Order toOrder() {
        return new Order(customerId, orderId, note, quantity, sequence, weight, gift, status, placedAt, total,
                shipTo == null ? null : shipTo.toAddress(), tags, lines);
    }

    @DynamoDbPartitionKey
    @DynamoDbAttribute("pk")
    public String getPk() {
        return "CUSTOMER#" + customerId;
    }

    /** Derived from {@code customerId}: what is read is ignored. */
    public void setPk(String pk) {
        // derived
    }

    @DynamoDbSortKey
    @DynamoDbAttribute("sk")
    public String getSk() {
        return "ORDER#" + orderId;
    }

    /** Derived from {@code orderId}: what is read is ignored. */
    public void setSk(String sk) {
        // derived
    }

    @DynamoDbAttribute("_et")
    public String getEntityType() {
        return "ORDER";
    }

    /** Constant: what is read is ignored. */
    public void setEntityType(String entityType) {
        // constant
    }

    public String getCustomerId() {
        return customerId;
    }

    public void setCustomerId(String customerId) {
        this.customerId = customerId;
    }

    public String getOrderId() {
        return orderId;
    }

    public void setOrderId(String orderId) {
        this.orderId = orderId;
    }

    public String getNote() {
        return note;
    }

    public void setNote(String note) {
        this.note = note;
    }

    public int getQuantity() {
        return quantity;
    }

    public void setQuantity(int quantity) {
        this.quantity = quantity;
    }

    public long getSequence() {
        return sequence;
    }

    public void setSequence(long sequence) {
        this.sequence = sequence;
    }

    public double getWeight() {
        return weight;
    }

    public void setWeight(double weight) {
        this.weight = weight;
    }

    public boolean isGift() {
        return gift;
    }

    public void setGift(boolean gift) {
        this.gift = gift;
    }

    public OrderStatus getStatus() {
        return status;
    }

    public void setStatus(OrderStatus status) {
        this.status = status;
    }

    @DynamoDbConvertedBy(SortableInstantConverter.class)
    public Instant getPlacedAt() {
        return placedAt;
    }

    public void setPlacedAt(Instant placedAt) {
        this.placedAt = placedAt;
    }

    public BigDecimal getTotal() {
        return total;
    }

    public void setTotal(BigDecimal total) {
        this.total = total;
    }

    public AddressBean getShipTo() {
        return shipTo;
    }

    public void setShipTo(AddressBean shipTo) {
        this.shipTo = shipTo;
    }

    public List<String> getTags() {
        return tags;
    }

    public void setTags(List<String> tags) {
        this.tags = tags;
    }

    public Map<String, Integer> getLines() {
        return lines;
    }

    public void setLines(Map<String, Integer> lines) {
        this.lines = lines;
    }

    @DynamoDbAttribute("gsi1pk")
    public String getGsi1pk() {
        return status == null || placedAt == null ? null : "STATUS#" + status.name();
    }

    /** Derived from {@code status}: what is read is ignored. */
    public void setGsi1pk(String gsi1pk) {
        // derived
    }

    @DynamoDbAttribute("gsi1sk")
    public String getGsi1sk() {
        return status == null || placedAt == null ? null : HandWrittenOrderCodec.sortable(placedAt);
    }

    /** Derived from {@code placedAt}: what is read is ignored. */
    public void setGsi1sk(String gsi1sk) {
        // derived
    }
}
