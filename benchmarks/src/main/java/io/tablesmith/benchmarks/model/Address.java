package io.tablesmith.benchmarks.model;

/**
 * A nested record of {@link Order}, stored as a map attribute.
 *
 * @param street street and number
 * @param city city
 * @param postcode postal code
 */
public record Address(String street, String city, String postcode) {
}
