package io.tablesmith.benchmarks.model;

import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbBean;

/** {@link Address} as a nested bean of {@link OrderBean}; the Enhanced Client stores it as a map. */
@DynamoDbBean
public class AddressBean {
    private String street;
    private String city;
    private String postcode;

    /** The same values as {@code address}, or {@code null}. */
    public static AddressBean of(Address address) {
        if (address == null) {
            return null;
        }
        AddressBean bean = new AddressBean();
        bean.setStreet(address.street());
        bean.setCity(address.city());
        bean.setPostcode(address.postcode());
        return bean;
    }

    /** The record with the same values. */
    public Address toAddress() {
        return new Address(street, city, postcode);
    }

    public String getStreet() {
        return street;
    }

    public void setStreet(String street) {
        this.street = street;
    }

    public String getCity() {
        return city;
    }

    public void setCity(String city) {
        this.city = city;
    }

    public String getPostcode() {
        return postcode;
    }

    public void setPostcode(String postcode) {
        this.postcode = postcode;
    }
}
