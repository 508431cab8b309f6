package io.tablesmith.benchmarks.model;

import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbIgnore;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbImmutable;

/** {@link Address} as a nested immutable class of {@link OrderImmutable}; the Enhanced Client stores it as a map. */
@DynamoDbImmutable(builder = AddressImmutable.Builder.class)
public final class AddressImmutable {
    private final String street;
    private final String city;
    private final String postcode;

    private AddressImmutable(Builder builder) {
        this.street = builder.street;
        this.city = builder.city;
        this.postcode = builder.postcode;
    }

    /** A builder, as the Enhanced Client needs it. */
    public static Builder builder() {
        return new Builder();
    }

    /** The same values as {@code address}, or {@code null}. */
    public static AddressImmutable of(Address address) {
        return address == null ? null
                : builder().street(address.street()).city(address.city()).postcode(address.postcode()).build();
    }

    /** The record with the same values. */
    @DynamoDbIgnore
    public Address toAddress() {
        return new Address(street, city, postcode);
    }

    public String street() {
        return street;
    }

    public String city() {
        return city;
    }

    public String postcode() {
        return postcode;
    }

    /** Fills an {@link AddressImmutable}. */
    public static final class Builder {
        private String street;
        private String city;
        private String postcode;

        public Builder street(String value) {
            this.street = value;
            return this;
        }

        public Builder city(String value) {
            this.city = value;
            return this;
        }

        public Builder postcode(String value) {
            this.postcode = value;
            return this;
        }

        public AddressImmutable build() {
            return new AddressImmutable(this);
        }
    }
}
